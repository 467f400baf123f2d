// Masonry for the gallery pages, a plain module script of its own (layout must not wait for the lightbox).
// Photos flow in reading order, so the first row stays where the CSS grid painted it; the rest are placed
// one at a time, as placing 60 at once was a 40-70 ms task on a slow phone. No imagesloaded: its probes
// download all 60 lazy photos (about 380 KB); photos reserve their box from width/height anyway.
import Masonry from 'masonry-layout';
import { columnWidthFor } from '../../lib/media/image-sizes';

const ITEM_SELECTOR = '.photo-grid__item';
// How long placing photos may hold the main thread before the browser gets a turn: Lighthouse
// counts every task over 50 ms, about 12 ms here before its 4x slowdown, as blocking time.
const SLICE_BUDGET_MS = 4;

const yieldToBrowser = (): Promise<void> =>
  'scheduler' in window && 'yield' in window.scheduler
    ? window.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

/** The columns and gutter PhotoGrid.astro's stylesheet gives the grid at this width. */
function cssLayoutOf(grid: HTMLElement): { columns: number; gap: number } {
  const style = getComputedStyle(grid);
  return {
    columns: Number.parseInt(style.getPropertyValue('--grid-columns'), 10),
    gap: Number.parseFloat(style.getPropertyValue('--grid-gap')),
  };
}

/** Lays the grid out and keeps it laid out when its width changes. */
export async function startMasonry(grid: HTMLElement): Promise<void> {
  // An unplaced photo cannot take focus: once focus is in the grid, place the rest without pausing.
  let hurry = grid.contains(document.activeElement);
  grid.addEventListener('focusin', () => (hurry = true), { once: true });
  const yieldUnlessHurried = () => (hurry ? Promise.resolve() : yieldToBrowser());

  // Loading this module (masonry-layout included) is one task already.
  await yieldUnlessHurried();
  const measure = (gridWidth: number) => {
    const layout = cssLayoutOf(grid);
    return { columnWidth: columnWidthFor(gridWidth, layout), gutter: layout.gap };
  };
  const items = [...grid.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
  const { columns } = cssLayoutOf(grid);

  // Read before the switch below, while layout is fresh: a read after a style change forces a new one.
  let width = grid.clientWidth;
  // Unplaced photos take no room in masonry mode: hold the height so what follows does not move up.
  grid.style.minBlockSize = `${grid.offsetHeight}px`;

  for (const item of items.slice(0, columns)) item.dataset.placed = '';
  // PhotoGrid.astro switches from its CSS grid to fixed item widths on this attribute.
  grid.dataset.layout = 'masonry';
  const masonry = new Masonry(grid, {
    itemSelector: `${ITEM_SELECTOR}[data-placed]`,
    transitionDuration: 0,
    resize: false,
    ...measure(width),
  });

  let frame = 0;
  const relayout = (then?: () => void) => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(() => {
      masonry.option?.(measure(width));
      masonry.layout?.();
      then?.();
    });
  };

  // Masonry changes the grid's height itself, so only a new width means a new layout.
  new ResizeObserver(() => {
    if (grid.clientWidth === width) return;
    width = grid.clientWidth;
    relayout();
  }).observe(grid);
  // error does not bubble; capturing on the grid sees every photo's.
  grid.addEventListener('error', () => relayout(), true);
  // A clipping's sign-language video (a <details>) grows its item when it opens, and the item moves:
  // once placed, the open video is scrolled into view, whole, rather than left below the screen.
  const growing = new ResizeObserver((entries) => {
    const opened = entries.map(({ target }) => target.querySelector('details[open]')).find(Boolean);
    relayout(() => opened?.scrollIntoView({ block: 'nearest' }));
  });
  // Not a :has() selector: Safari before 15.4 and Firefox before 121 throw on it, which stopped the layout.
  for (const item of items.filter((each) => each.querySelector('details'))) growing.observe(item);

  // One photo at a time, the browser getting a turn first and whenever a slice has used its budget.
  let sliceStart = Number.NEGATIVE_INFINITY;
  for (const item of items.slice(columns)) {
    if (performance.now() - sliceStart >= SLICE_BUDGET_MS) {
      await yieldUnlessHurried();
      sliceStart = performance.now();
    }
    item.dataset.placed = '';
    masonry.appended?.([item]);
  }
  grid.style.minBlockSize = '';
}
