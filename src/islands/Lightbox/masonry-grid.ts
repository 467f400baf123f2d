/**
 * Masonry on top of the CSS-columns grid: same columns and gutters, but
 * photos flow left to right in reading order. Both libraries touch `window`
 * when imported, so they load here, in the browser, never on the server.
 */
import { columnWidthFor, gridLayoutFor } from '../../lib/media/photo-grid-layout';

const ITEM_SELECTOR = '.photo-grid__item';

/** Lays the grid out and keeps it laid out; resolves to the clean-up function. */
export async function startMasonry(grid: HTMLElement): Promise<() => void> {
  const [{ default: Masonry }, { default: imagesLoaded }] = await Promise.all([
    import('masonry-layout'),
    import('imagesloaded'),
  ]);

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
  const loading = imagesLoaded(grid).on('progress', relayout);

  return () => {
    cancelAnimationFrame(frame);
    observer.disconnect();
    loading.off('progress', relayout);
    masonry.destroy();
    delete grid.dataset.layout;
  };
}
