/**
 * Photo grid island. It wraps the grid that PhotoGrid.astro renders (a slot,
 * left untouched by React) and turns its links into a lightbox. It is
 * hydrated by client:intent, when a visitor is about to open a photo
 * (pointer, focus or touch on the grid) or clicks one, and loads the
 * lightbox's own code as soon as it mounts. Masonry is not here: it is a
 * plain script (components/media/masonry-grid.ts), so the grid is laid out
 * without React.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { isPlainClick } from '../../lib/media/plain-click';
import { LIGHTBOX_READY, PENDING_OPEN } from '../directives/island-attributes';
import { PHOTO_LINK_SELECTOR, type LightboxMessages } from './lightbox-settings';
import type { PhotoViewer } from './open-gallery';

interface Props {
  /** Names the lightbox dialog, e.g. "Photos of school life". */
  label: string;
  /** The viewer's button names and messages, in the page's language. */
  messages: LightboxMessages;
  children?: ReactNode;
}

export default function Lightbox({ label, messages, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const grid = root?.querySelector<HTMLElement>('[data-photo-grid]');
    if (!root || !grid) return;
    let viewer: Promise<PhotoViewer> | undefined;
    let disposed = false;
    // Forgotten when it fails (offline), so the next click tries again.
    const load = () =>
      (viewer ??= import('./open-gallery')
        .then(({ createPhotoViewer }) => createPhotoViewer(grid, label, messages))
        .catch((error: unknown) => {
          viewer = undefined;
          throw error;
        }));
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

    grid.addEventListener('click', onClick);
    root.setAttribute(LIGHTBOX_READY, '');
    // Being hydrated means a visitor is reaching for a photo: client:intent
    // has already seen the pointer, focus or touch, so load the lightbox now.
    load().catch(() => undefined);

    // A click held back by client:intent while this island was loading.
    const island = root.closest('astro-island');
    const pending = island?.getAttribute(PENDING_OPEN);
    if (island && pending) {
      island.removeAttribute(PENDING_OPEN);
      const link = [...grid.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK_SELECTOR)].find(
        (candidate) => candidate.getAttribute('href') === pending,
      );
      if (link) open(link);
    }

    return () => {
      disposed = true;
      grid.removeEventListener('click', onClick);
      root.removeAttribute(LIGHTBOX_READY);
      void viewer?.then((ready) => ready.destroy()).catch(() => undefined);
    };
  }, [label, messages]);

  return (
    <div ref={rootRef} className="photo-lightbox">
      {children}
    </div>
  );
}
