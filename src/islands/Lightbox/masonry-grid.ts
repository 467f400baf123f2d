/**
 * Masonry on top of the CSS-columns grid: same columns and gutters, but
 * photos flow left to right in reading order. masonry-layout touches `window`
 * when imported, so it loads here, in the browser, never on the server.
 *
 * No imagesloaded: it probes every photo with `new Image(img.src)`, which
 * downloads the fallback file of all 60 lazy photos at once (measured: about
 * 380 KB on /gallery). Photos reserve their box from width/height anyway;
 * the grid is laid out again only when one actually loads or fails.
 */
import { columnWidthFor, gridLayoutFor } from '../../lib/media/photo-grid-layout';

const ITEM_SELECTOR = '.photo-grid__item';

/** Lays the grid out and keeps it laid out; resolves to the clean-up function. */
export async function startMasonry(grid: HTMLElement): Promise<() => void> {
  const { default: Masonry } = await import('masonry-layout');

  const measure = () => {
    const layout = gridLayoutFor(window.innerWidth);
    return { columnWidth: columnWidthFor(grid.clientWidth, layout), gutter: layout.gap };
  };

  // PhotoGrid.astro switches from CSS columns to fixed item widths on this attribute.
  grid.dataset.layout = 'masonry';
  const masonry = new Masonry(grid, {
    itemSelector: ITEM_SELECTOR,
    transitionDuration: 0,
    resize: false,
    ...measure(),
  });

  let frame = 0;
  const relayout = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      masonry.option(measure());
      masonry.layout();
    });
  };

  // Masonry changes the grid's height itself, so only a new width means a new layout.
  let width = grid.clientWidth;
  const observer = new ResizeObserver(() => {
    if (grid.clientWidth === width) return;
    width = grid.clientWidth;
    relayout();
  });
  observer.observe(grid);
  // Images reserve their box from width/height, but a failed one can collapse.
  // load and error do not bubble; capturing on the grid sees every photo's.
  grid.addEventListener('load', relayout, true);
  grid.addEventListener('error', relayout, true);

  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    grid.removeEventListener('load', relayout, true);
    grid.removeEventListener('error', relayout, true);
    masonry.destroy();
    delete grid.dataset.layout;
  };
}
