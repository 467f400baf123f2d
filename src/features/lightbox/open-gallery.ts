/** The lightbox itself (the lazily loaded chunk): lightGallery with its zoom plugin and our skin. */
import lightGallery from 'lightgallery';
import lgZoom from 'lightgallery/plugins/zoom';
import coreStyles from 'lightgallery/css/lightgallery-core.css?inline';
import zoomStyles from 'lightgallery/css/lg-zoom.css?inline';
import skinStyles from './lightbox.css?inline';
import { fillPlaceholders } from '../../i18n/placeholders';
import { OPEN_PHOTO, PHOTO_LINK, photoInHistory } from './photo-lightbox';
import {
  buildLightboxSettings,
  captionHtml,
  fullPhotoSize,
  withAltEscaped,
  type LightboxMessages,
} from './lightbox-settings';

// As text, added when this chunk first loads: a plain CSS import would put the
// lightbox styles, render-blocking, in every grid page's <head>.
document.head.insertAdjacentHTML('beforeend', `<style>${coreStyles}${zoomStyles}${skinStyles}</style>`);

export function createPhotoViewer(grid: HTMLElement, label: string, messages: LightboxMessages) {
  // Captions (the alt text) and sizes go onto the links here, not into the HTML:
  // a 60-photo page stays within one network round trip.
  for (const link of grid.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK)) {
    const image = link.querySelector('img');
    if (!image) continue;
    if (image.alt !== '') link.dataset.subHtml = captionHtml(image.alt, link.lang);
    // The attributes, not .width/.height, which are the size on screen.
    const size = fullPhotoSize(
      Number(image.getAttribute('width')),
      Number(image.getAttribute('height')),
      Number(link.dataset.fullWidth) || undefined,
    );
    if (size !== '') link.dataset.lgSize = size;
  }
  const settings = buildLightboxSettings(
    messages,
    matchMedia('(prefers-reduced-motion: reduce)').matches,
    import.meta.env.PUBLIC_LIGHTGALLERY_LICENSE_KEY?.trim() || undefined,
  );
  const gallery = lightGallery(grid, { ...settings, plugins: [lgZoom] });
  // It builds slide markup from these copies of the alt texts without escaping them.
  gallery.galleryItems = withAltEscaped(gallery.galleryItems);
  const dialog = gallery.$container.get() as HTMLElement;
  dialog.setAttribute('aria-label', fillPlaceholders(messages.dialogLabel, { label }));

  // lightGallery builds the arrows first, then the bar's close, zoom in, zoom out: Tab went right to left
  // along the bar after the arrows below it. In the order seen instead (WCAG 2.4.3); its focus trap
  // follows the markup.
  const outer = dialog.querySelector('.lg-outer');
  const toolbar = dialog.querySelector('.lg-toolbar');
  const inOrder = ['.lg-counter', '.lg-zoom-out', '.lg-zoom-in', '.lg-close'];
  toolbar?.append(...inOrder.flatMap((selector) => dialog.querySelector(selector) ?? []));
  if (toolbar) outer?.prepend(toolbar);

  // lightGallery leaves focus nowhere after closing: return it to the photo.
  const listeners = new AbortController();
  let opener: HTMLElement | undefined;
  grid.addEventListener('lgAfterClose', () => opener?.focus(), { signal: listeners.signal });

  // lightGallery focuses the dialog itself on opening, and its focus trap wraps only from its first or last
  // control: Shift+Tab from the dialog went to the page hidden behind it.
  const toLastControl = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !event.shiftKey || event.target !== dialog) return;
    const controls = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')];
    const shown = controls.filter((control) => control.getClientRects().length > 0);
    shown[shown.length - 1]?.focus();
    event.preventDefault();
  };
  dialog.addEventListener('keydown', toLastControl, { signal: listeners.signal });

  // At full size lightGallery only dims "Zoom out" (no .lg-zoomed): screen readers are told it does nothing.
  const markZoomOut = () =>
    dialog
      .querySelector('.lg-zoom-out')
      ?.setAttribute('aria-disabled', String(!outer?.classList.contains('lg-zoomed')));
  if (outer) new MutationObserver(markZoomOut).observe(outer, { attributeFilter: ['class'] });
  markZoomOut();

  // Its `mousewheel` option changes photos; the wheel should zoom, one step per
  // 250 ms (a trackpad sends dozens of events per gesture).
  let lastWheel = 0;
  const zoomOnWheel = (event: WheelEvent) => {
    if (!gallery.lgOpened || event.deltaY === 0) return;
    event.preventDefault();
    if (event.timeStamp - lastWheel < 250) return;
    lastWheel = event.timeStamp;
    dialog.querySelector<HTMLElement>(event.deltaY < 0 ? '.lg-zoom-in' : '.lg-zoom-out')?.click();
  };
  dialog.addEventListener('wheel', zoomOnWheel, { passive: false, signal: listeners.signal });

  // A phone's Back button leaves a full-screen view: an open photo is a step in the history, which Back
  // closes; closed another way, it takes its step back out. (lightGallery's hash plugin would put #lg= in
  // the address instead.)
  let stepInHistory = false;
  /** True if the open photo still had its step; from then on it has none. */
  const takeStep = () => {
    const taken = stepInHistory;
    stepInHistory = false;
    return taken;
  };
  const { signal } = listeners;
  // The step names the photo on screen, so a reloaded tab opens it again (photo-lightbox.ts).
  const shownPhoto = (index = gallery.index) => ({
    [OPEN_PHOTO]: grid.querySelectorAll(PHOTO_LINK)[index]?.getAttribute('href'),
  });
  grid.addEventListener(
    'lgBeforeOpen',
    () => {
      // A step an open photo left behind (before a reload, or come back to with Forward) serves again.
      if (photoInHistory()) history.replaceState(shownPhoto(), '');
      else history.pushState(shownPhoto(), '');
      stepInHistory = true;
    },
    { signal },
  );
  // As a slide starts: the visitor may leave before it ends.
  const onSlide = ({ detail }: CustomEvent<{ index: number }>) =>
    stepInHistory && history.replaceState(shownPhoto(detail.index), '');
  grid.addEventListener('lgBeforeSlide', onSlide as EventListener, { signal });
  grid.addEventListener('lgBeforeClose', () => takeStep() && history.back(), { signal });
  // Only a step without an open photo closes it: Forward onto a photo's step has just opened it again.
  addEventListener('popstate', () => !photoInHistory() && takeStep() && gallery.closeGallery(), { signal });

  return {
    open(index: number, link: HTMLElement) {
      opener = link;
      gallery.openGallery(index, link);
    },
    destroy() {
      listeners.abort();
      gallery.destroy();
    },
  };
}

export type PhotoViewer = ReturnType<typeof createPhotoViewer>;
