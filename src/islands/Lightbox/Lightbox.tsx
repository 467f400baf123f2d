/**
 * Photo grid island: wraps the grid PhotoGrid.astro renders (a slot React
 * leaves alone) and opens its links in a lightbox. Hydrated by client:intent
 * when a visitor reaches for a photo, so it loads the lightbox at once.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { isPlainClick } from '../../lib/media/plain-click';
import { LIGHTBOX_READY, PENDING_OPEN, PHOTO_LINK } from '../directives/island-attributes';
import type { LightboxMessages } from './lightbox-settings';
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
      const index = [...grid.querySelectorAll(PHOTO_LINK)].indexOf(link);
      load()
        .then((ready) => !disposed && ready.open(index, link))
        // If the lightbox cannot load (offline), the photo still opens on its own.
        .catch(() => window.location.assign(link.href));
    };
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PHOTO_LINK) : null;
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      open(link);
    };

    grid.addEventListener('click', onClick);
    root.setAttribute(LIGHTBOX_READY, '');
    load().catch(() => undefined);

    // A click held back by client:intent while this island was loading.
    const island = root.closest('astro-island');
    const pending = island?.getAttribute(PENDING_OPEN);
    if (island && pending) {
      island.removeAttribute(PENDING_OPEN);
      const link = [...grid.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK)].find(
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
