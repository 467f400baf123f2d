/**
 * Masonry for the gallery pages, as a plain module script (MasonryLayout.astro)
 * rather than inside the React lightbox island: laying out the grid must not
 * wait for React, and React must not load before anyone opens a photo. Same
 * columns and gutters as the CSS fallback; photos flow left to right in
 * reading order, so the first row stays where the CSS grid first painted it.
 *
 * No imagesloaded: it probes every photo with `new Image(img.src)`, which
 * downloads the fallback file of all 60 lazy photos at once (measured: about
 * 380 KB on /gallery). Photos reserve their box from width/height, so a
 * photo that loads changes nothing; only one that fails can change height.
 */
import Masonry from 'masonry-layout';
import { columnWidthFor, gridLayoutFor } from '../../lib/media/photo-grid-layout';

const ITEM_SELECTOR = '.photo-grid__item';

/** Lays the grid out and keeps it laid out when its width changes. */
export function startMasonry(grid: HTMLElement): void {
  const measure = (gridWidth: number) => {
    const layout = gridLayoutFor(window.innerWidth);
    return { columnWidth: columnWidthFor(gridWidth, layout), gutter: layout.gap };
  };

  // Measured before the switch below, while the page's layout is still
  // fresh: the grid is as wide either way, and every read after a style
  // change costs the phone a full layout of 60 photos.
  let width = grid.clientWidth;

  // PhotoGridList.astro switches from its CSS grid to fixed item widths on this attribute.
  grid.dataset.layout = 'masonry';
  const masonry = new Masonry(grid, {
    itemSelector: ITEM_SELECTOR,
    transitionDuration: 0,
    resize: false,
    ...measure(width),
  });

  let frame = 0;
  const relayout = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      masonry.option(measure(width));
      masonry.layout();
    });
  };

  // Masonry changes the grid's height itself, so only a new width means a new layout.
  new ResizeObserver(() => {
    if (grid.clientWidth === width) return;
    width = grid.clientWidth;
    relayout();
  }).observe(grid);
  // error does not bubble; capturing on the grid sees every photo's.
  grid.addEventListener('error', relayout, true);
}
