/**
 * Every lightGallery option the site relies on, in one pure function so the
 * constants of the specification (section 9) are visible and tested. Only
 * types come from lightGallery here; its code loads later (open-gallery.ts).
 */
import type { LightGallerySettings } from 'lightgallery/lg-settings';
import type { GroupMessages } from '../../i18n';
import { escapeHtml } from '../../lib/text/escape-html';

export type LightboxMessages = GroupMessages<'lightbox'>;

/** Links in the photo grid that the lightbox opens. */
export const PHOTO_LINK_SELECTOR = 'a[data-photo-link]';

/**
 * lightGallery's documented placeholder key for GPLv3 projects. It works, but
 * the library logs a warning (not an error) asking for a real key; set
 * PUBLIC_LIGHTGALLERY_LICENSE_KEY at build time to the key from the maintainer.
 */
export const GPL_PLACEHOLDER_KEY = '0000-0000-000-0000';

export const LIGHTBOX_TIMING = {
  /** Slide change, in ms. */
  slide: 600,
  /** Opening and closing animation, in ms. */
  openClose: 400,
} as const;

/** A horizontal swipe longer than this changes the photo. Pull-to-close is lightGallery's fixed 100 px. */
export const SWIPE_THRESHOLD_PX = 40;

export function resolveLicenseKey(value: unknown): string {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : GPL_PLACEHOLDER_KEY;
}

/** What a slide shows when its photo fails to load: our placeholder image and a sentence, not the library's "Oops". */
export function brokenImageHtml(placeholderSrc: string, sentence: string): string {
  return (
    `<img class="lightbox-broken__image" src="${escapeHtml(placeholderSrc)}" alt="" width="160" height="120">` +
    `<span class="lightbox-broken__text">${escapeHtml(sentence)}</span>`
  );
}

/** One wheel step zooms in (wheel up) or out (wheel down); sideways scrolling does nothing. */
export function wheelZoomDirection(deltaY: number): 'in' | 'out' | undefined {
  if (deltaY < 0) return 'in';
  if (deltaY > 0) return 'out';
  return undefined;
}

export interface LightboxOptions {
  licenseKey: string;
  prefersReducedMotion: boolean;
  placeholderSrc: string;
  messages: LightboxMessages;
}

export function buildLightboxSettings({
  licenseKey,
  prefersReducedMotion,
  placeholderSrc,
  messages,
}: LightboxOptions): LightGallerySettings {
  const controls = { controls: true, showCloseIcon: true, download: false };
  return {
    licenseKey,
    selector: PHOTO_LINK_SELECTOR,
    // Sliding and zooming from the thumbnail are motion; a fade is not.
    mode: prefersReducedMotion ? 'lg-fade' : 'lg-slide',
    zoomFromOrigin: !prefersReducedMotion,
    speed: LIGHTBOX_TIMING.slide,
    startAnimationDuration: LIGHTBOX_TIMING.openClose,
    backdropDuration: LIGHTBOX_TIMING.openClose,
    swipeThreshold: SWIPE_THRESHOLD_PX,
    swipeToClose: true,
    closable: true,
    escKey: true,
    keyPress: true,
    trapFocus: true,
    loop: true,
    counter: true,
    // Bars stay visible: a hidden close button is no use to anyone.
    hideBarsDelay: 0,
    ...controls,
    // lightGallery hides the close button and arrows on phones unless told otherwise.
    mobileSettings: controls,
    strings: {
      closeGallery: messages.close,
      toggleMaximize: messages.toggleMaximize,
      previousSlide: messages.previous,
      nextSlide: messages.next,
      download: messages.download,
      playVideo: messages.playVideo,
      mediaLoadingFailed: brokenImageHtml(placeholderSrc, messages.brokenImage),
    },
    zoom: true,
    showZoomInOutIcons: true,
    actualSize: false,
    scale: 0.5,
    zoomPluginStrings: {
      zoomIn: messages.zoomIn,
      zoomOut: messages.zoomOut,
      viewActualSize: messages.actualSize,
    },
  };
}
