// Opens the photos of a grid (PhotoGrid.astro) in a lightbox. A plain script inlined in the page, no
// framework: the first photo opens after lightGallery's code alone (open-gallery.ts), which is fetched
// when a visitor first points at, touches or focuses the grid, or at the first click. On slow 3G that
// was 93 KB of script while the grid was a React island, most of it React.
import { isPlainClick } from '../../lib/media/plain-click';
import type { LightboxMessages } from './lightbox-settings';
import type { PhotoViewer } from './open-gallery';

/** The links in a photo grid that the lightbox opens. */
export const PHOTO_LINK = 'a[data-photo-link]';
/** In the history step of an open photo (open-gallery.ts): the address its link names. */
export const OPEN_PHOTO = 'openPhoto';
/** The address of the photo the current history step had open, if it had one. */
export const photoInHistory = () => (history.state as Record<string, unknown> | null)?.[OPEN_PHOTO];
/**
 * How long a pressed photo waits for the lightbox's code before it opens on its own: a half-closed
 * connection sends no error. Slow 3G brings the code in about 2 s, 2G in about 4 s.
 */
export const OPEN_LIMIT_MS = 10_000;

const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** The grid's label (its aria-label) names the lightbox too. */
export function enhancePhotoGrid(grid: HTMLElement, messages: LightboxMessages): void {
  let viewer: Promise<PhotoViewer> | undefined;
  // Forgotten when it fails (offline), so the next reach tries again.
  const load = () =>
    (viewer ??= import('./open-gallery')
      .then(({ createPhotoViewer }) =>
        createPhotoViewer(grid, grid.getAttribute('aria-label') ?? '', messages),
      )
      .catch((error: unknown) => {
        viewer = undefined;
        throw error;
      }));
  const fetchAhead = () => void load().catch(() => undefined);
  for (const type of INTENT_EVENTS) grid.addEventListener(type, fetchAhead, { passive: true });

  // On its way down, before lightGallery's own listener on the link, which opens a photo on any click.
  grid.addEventListener(
    'click',
    (event) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PHOTO_LINK) : null;
      if (!link) return;
      // A Ctrl or Shift click goes no further: the browser opens the photo in a new tab or window.
      if (!isPlainClick(event)) return event.stopPropagation();
      // lightGallery, once loaded, opens it too; opening here as well tells it where focus goes back.
      event.preventDefault();
      // Shown as opening (PhotoGrid.astro) while lightGallery's code arrives: seconds on slow 3G.
      link.setAttribute('aria-busy', 'true');
      let timer: ReturnType<typeof setTimeout> | undefined;
      const stalled = new Promise<never>((_, reject) => (timer = setTimeout(reject, OPEN_LIMIT_MS)));
      Promise.race([load(), stalled])
        .then((ready) => ready.open([...grid.querySelectorAll(PHOTO_LINK)].indexOf(link), link))
        // Without the lightbox (offline, or a connection that stalls), the photo still opens on its own.
        .catch(() => window.location.assign(link.href))
        .finally(() => {
          clearTimeout(timer);
          link.removeAttribute('aria-busy');
        });
    },
    { capture: true },
  );

  // The history step of an open photo opens it again: after a reload (a phone short of memory drops a tab
  // it is not showing and reloads it when the visitor comes back) and after Forward, which undoes Back.
  const reopen = () => {
    const wasOpen = photoInHistory();
    if (wasOpen === undefined) return;
    [...grid.querySelectorAll<HTMLElement>(PHOTO_LINK)]
      .find((link) => link.getAttribute('href') === wasOpen)
      ?.click();
  };
  reopen();
  addEventListener('popstate', reopen);
}
