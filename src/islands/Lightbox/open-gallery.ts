/**
 * The lightbox itself: lightGallery with its zoom plugin and our styles. This
 * module is the lazily loaded chunk; Lightbox.tsx imports it only when a
 * visitor is about to open a photo.
 */
import lightGallery from 'lightgallery';
import lgZoom from 'lightgallery/plugins/zoom';
// Imported as text and added on first use: a plain CSS import would put the
// lightbox styles in every grid page's <head>, render-blocking, before anyone
// opens a photo.
import coreStyles from 'lightgallery/css/lightgallery-core.css?inline';
import zoomStyles from 'lightgallery/css/lg-zoom.css?inline';
import skinStyles from './lightbox.css?inline';
import { captionHtml, withAltEscaped } from '../../lib/media/caption-html';
import { fullPhotoSize } from '../../lib/media/full-photo-size';
import { fillPlaceholders } from '../../i18n/placeholders';
import {
  buildLightboxSettings,
  resolveLicenseKey,
  wheelZoomDirection,
  type LightboxMessages,
} from './lightbox-settings';

export interface PhotoViewer {
  open(index: number, opener: HTMLElement): void;
  destroy(): void;
}

const PLACEHOLDER_SRC = '/images/broken-image.svg';
/** One zoom step per wheel gesture: a trackpad sends dozens of events. */
const WHEEL_STEP_MS = 250;

const STYLE_ID = 'lightbox-styles';

function addStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = coreStyles + zoomStyles + skinStyles;
  document.head.append(style);
}

/**
 * Captions (each photo's alt text) and sizes are written onto the links here,
 * when the lightbox is first needed, rather than into the HTML, which keeps
 * a 60-photo page's HTML within one network round trip.
 */
function describePhotos(grid: HTMLElement): void {
  for (const link of grid.querySelectorAll<HTMLAnchorElement>('a[data-photo-link]')) {
    const image = link.querySelector('img');
    if (!image) continue;
    if (image.alt !== '') link.dataset.subHtml = captionHtml(image.alt, link.lang);
    const fullWidth = Number(link.dataset.fullWidth) || undefined;
    // The attributes, not .width/.height, which are the size on screen.
    const size = fullPhotoSize(
      Number(image.getAttribute('width')),
      Number(image.getAttribute('height')),
      fullWidth,
    );
    if (size !== '') link.dataset.lgSize = size;
  }
}

export function createPhotoViewer(grid: HTMLElement, label: string, messages: LightboxMessages): PhotoViewer {
  addStyles();
  describePhotos(grid);
  const settings = buildLightboxSettings({
    licenseKey: resolveLicenseKey(import.meta.env.PUBLIC_LIGHTGALLERY_LICENSE_KEY),
    prefersReducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    placeholderSrc: PLACEHOLDER_SRC,
    messages,
  });
  const gallery = lightGallery(grid, { ...settings, plugins: [lgZoom] });
  // It has read each photo's alt text from the grid; it builds the slides'
  // markup from these copies only when a photo opens, so escape them now.
  gallery.galleryItems = withAltEscaped(gallery.galleryItems);
  const dialog = gallery.$container.get() as HTMLElement;
  dialog.setAttribute('aria-label', fillPlaceholders(messages.dialogLabel, { label }));

  // lightGallery leaves focus nowhere after closing; return it to the photo that opened it.
  let opener: HTMLElement | undefined;
  const returnFocus = () => opener?.focus();
  grid.addEventListener('lgAfterClose', returnFocus);

  // lightGallery's own `mousewheel` option changes photos; the wheel should zoom instead.
  let lastWheel = 0;
  const zoomOnWheel = (event: WheelEvent) => {
    const direction = wheelZoomDirection(event.deltaY);
    if (!gallery.lgOpened || !direction) return;
    event.preventDefault();
    if (event.timeStamp - lastWheel < WHEEL_STEP_MS) return;
    lastWheel = event.timeStamp;
    dialog.querySelector<HTMLButtonElement>(direction === 'in' ? '.lg-zoom-in' : '.lg-zoom-out')?.click();
  };
  dialog.addEventListener('wheel', zoomOnWheel, { passive: false });

  return {
    open(index, link) {
      opener = link;
      gallery.openGallery(index, link);
    },
    destroy() {
      grid.removeEventListener('lgAfterClose', returnFocus);
      dialog.removeEventListener('wheel', zoomOnWheel);
      gallery.destroy();
    },
  };
}
