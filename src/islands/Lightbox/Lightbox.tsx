/**
 * Photo grid island. It wraps the grid that PhotoGrid.astro renders (a slot,
 * left untouched by React) and turns its links into a lightbox, whose code
 * loads only when a visitor is about to open a photo (pointer, focus or touch
 * on the grid) or clicks one. Masonry is not here: it is a plain script
 * (components/media/masonry-grid.ts), so the grid is laid out without React.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { isPlainClick } from '../../lib/media/plain-click';
import { PHOTO_LINK_SELECTOR, type LightboxWords } from './lightbox-settings';
import type { PhotoViewer } from './open-gallery';

interface Props {
  /** Names the lightbox dialog, e.g. "Photos of school life". */
  label: string;
  /** The viewer's button names and messages, in the page's language. */
  words: LightboxWords;
  children?: ReactNode;
}

export default function Lightbox({ label, words, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const grid = root?.querySelector<HTMLElement>('[data-photo-grid]');
    if (!root || !grid) return;
    let viewer: Promise<PhotoViewer> | undefined;
    let disposed = false;
    const load = () =>
      (viewer ??= import('./open-gallery').then(({ createPhotoViewer }) =>
        createPhotoViewer(grid, label, words),
      ));
    const prepare = () => void load().catch(() => (viewer = undefined));
    const open = (link: HTMLAnchorElement) => {
      const index = [...grid.querySelectorAll(PHOTO_LINK_SELECTOR)].indexOf(link);
      load()
        .then((ready) => !disposed && ready.open(index, link))
        // If the lightbox cannot load (offline), the photo still opens on its own.
        .catch(() => window.location.assign(link.href));
    };
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PHOTO_LINK_SELECTOR) : null;
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      open(link);
    };

    grid.addEventListener('pointerenter', prepare);
    grid.addEventListener('focusin', prepare);
    grid.addEventListener('touchstart', prepare, { passive: true });
    grid.addEventListener('click', onClick);
    root.dataset.lightboxReady = '';
    // Hydrated by client:intent, the pointer or focus is already on the grid:
    // no new pointerenter will come, so start loading now.
    if (grid.matches(':hover') || grid.contains(document.activeElement)) prepare();

    // A click held back by client:intent while this island was loading.
    const island = root.closest('astro-island');
    const pending = island?.getAttribute('data-pending-open');
    if (island && pending) {
      island.removeAttribute('data-pending-open');
      const link = [...grid.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK_SELECTOR)].find(
        (candidate) => candidate.getAttribute('href') === pending,
      );
      if (link) open(link);
    }

    return () => {
      disposed = true;
      grid.removeEventListener('pointerenter', prepare);
      grid.removeEventListener('focusin', prepare);
      grid.removeEventListener('touchstart', prepare);
      grid.removeEventListener('click', onClick);
      delete root.dataset.lightboxReady;
      void viewer?.then((ready) => ready.destroy()).catch(() => undefined);
    };
  }, [label, words]);

  return (
    <div ref={rootRef} className="photo-lightbox">
      {children}
    </div>
  );
}
