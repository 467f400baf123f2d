// Photo grid island: wraps the grid PhotoGrid.astro renders (a slot React leaves alone) and opens its
// links in a lightbox. client:intent hydrates it when a visitor reaches for a photo: load at once.
import { useEffect, useRef, type ReactNode } from 'react';
import { isPlainClick } from '../../lib/media/plain-click';
import { OPEN_LIMIT_MS, PENDING_OPEN, PHOTO_LINK } from '../directives/island-attributes';
import type { LightboxMessages } from './lightbox-settings';
import type { PhotoViewer } from './open-gallery';

interface Props {
  label: string;
  messages: LightboxMessages;
  children?: ReactNode;
}

export default function Lightbox({ label, messages, children }: Props) {
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const root = rootRef.current;
    const grid = root?.querySelector<HTMLElement>('[data-photo-grid]');
    if (!root || !grid) return;
    const links = () => [...grid.querySelectorAll<HTMLAnchorElement>(PHOTO_LINK)];
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
      // Shown as opening while lightGallery's code arrives: seconds on slow 3G.
      link.setAttribute('aria-busy', 'true');
      const stalled = new Promise<never>((_, reject) => setTimeout(reject, OPEN_LIMIT_MS));
      return (
        Promise.race([load(), stalled])
          .then((ready) => !disposed && ready.open(links().indexOf(link), link))
          // Without the lightbox (offline, or a connection that stalls), the photo still opens on its own.
          .catch(() => window.location.assign(link.href))
          .finally(() => link.removeAttribute('aria-busy'))
      );
    };
    const onClick = (event: MouseEvent) => {
      const link =
        event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(PHOTO_LINK) : null;
      if (!link || !isPlainClick(event)) return;
      event.preventDefault();
      void open(link);
    };

    grid.addEventListener('click', onClick);
    load().catch(() => undefined);

    // A click that client:intent held back while this island was loading.
    const island = root.closest('astro-island');
    const pending = links().find((link) => link.getAttribute('href') === island?.getAttribute(PENDING_OPEN));
    island?.removeAttribute(PENDING_OPEN);
    if (pending) void open(pending);

    return () => {
      disposed = true;
      grid.removeEventListener('click', onClick);
      void viewer?.then((ready) => ready.destroy()).catch(() => undefined);
    };
  }, [label, messages]);

  return (
    <div ref={rootRef} className="photo-lightbox">
      {children}
    </div>
  );
}
