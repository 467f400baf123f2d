/** Every lightGallery option the site relies on (specification section 9) and what it reads from the grid's links. */
import type { LightGallerySettings } from 'lightgallery/lg-settings';
import type { GroupMessages } from '../../i18n';
import { escapeHtml } from '../../lib/text/escape-html';
import { PHOTO_LINK } from './photo-lightbox';
// A torn picture frame, for a photo that could not be loaded. In the lightbox's code, not a file of its own:
// a photo fails most often offline, when that file would fail too.
import brokenImage from './broken-image.svg?inline';

export type LightboxMessages = GroupMessages<'lightbox'>;

/** Width of the image a grid photo links to (the lightbox's): full screen, not the 3000 px original. */
export const FULL_PHOTO_WIDTH = 1600;

/**
 * lightGallery's `data-lg-size` ("1600-1067") from the thumbnail's shape, worked out when the
 * lightbox loads rather than written into the HTML: 60 numbers are bytes of the first round trip.
 */
export function fullPhotoSize(thumbWidth: number, thumbHeight: number, fullWidth = FULL_PHOTO_WIDTH): string {
  if (!(thumbWidth > 0 && thumbHeight > 0)) return '';
  return `${fullWidth}-${Math.round((fullWidth * thumbHeight) / thumbWidth)}`;
}

/**
 * lightGallery inserts a caption with innerHTML and takes one starting with "." or "#" for a CSS
 * selector: escaped and wrapped in a paragraph, any alt text is safe. `lang`: the photo's own language.
 */
export function captionHtml(text: string, lang = ''): string {
  const langAttribute = lang === '' ? '' : ` lang="${escapeHtml(lang)}"`;
  return `<p${langAttribute}>${escapeHtml(text)}</p>`;
}

/**
 * lightGallery 2.9 copies alt text into `<img alt="...">` unescaped (upstream issue #1742): a quote
 * would end it early, and a crafted alt add attributes. Escaped copies keep the whole text.
 */
export function withAltEscaped<Item extends { alt?: string | undefined }>(items: readonly Item[]): Item[] {
  return items.map((item) => (item.alt ? { ...item, alt: escapeHtml(item.alt) } : item));
}

export function buildLightboxSettings(
  messages: LightboxMessages,
  prefersReducedMotion: boolean,
  // The GPLv3 placeholder works but logs a warning: PUBLIC_LIGHTGALLERY_LICENSE_KEY takes the real key.
  licenseKey = '0000-0000-000-0000',
): LightGallerySettings {
  // On phones lightGallery hides the close button and arrows unless told otherwise.
  const controls = { controls: true, showCloseIcon: true, download: false };
  return {
    licenseKey,
    selector: PHOTO_LINK,
    // Sliding and zooming from the thumbnail are motion; a fade is not.
    mode: prefersReducedMotion ? 'lg-fade' : 'lg-slide',
    zoomFromOrigin: !prefersReducedMotion,
    speed: 600,
    startAnimationDuration: 400,
    backdropDuration: 400,
    // Pull-to-close is lightGallery's fixed 100 px.
    swipeThreshold: 40,
    // Bars stay visible: a hidden close button is no use to anyone.
    hideBarsDelay: 0,
    ...controls,
    mobileSettings: controls,
    prevHtml: '‹',
    nextHtml: '›',
    strings: {
      closeGallery: messages.close,
      toggleMaximize: messages.toggleMaximize,
      previousSlide: messages.previous,
      nextSlide: messages.next,
      download: messages.download,
      playVideo: messages.playVideo,
      // Our placeholder and sentence rather than the library's "Oops".
      mediaLoadingFailed:
        `<img src="${brokenImage}" alt="" width="160" height="120">` +
        `<span>${escapeHtml(messages.brokenImage)}</span>`,
    },
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
