/**
 * Masonry for the gallery pages, as a plain module script (MasonryLayout.astro)
 * rather than inside the React lightbox island: laying out the grid must not
 * wait for React, and React must not load before anyone opens a photo. Same
 * columns and gutters as the CSS fallback; photos flow left to right in
 * reading order, so the first row stays where the CSS grid first painted it.
 *
 * The first row is placed at once; the other photos follow a few at a time
 * (runInSlices), because placing all 60 photos in one go was one task of
 * 40 to 70 ms on a slow machine: a phone that cannot answer a tap meanwhile.
 * Until a photo is placed, PhotoGridList.astro keeps it out of the layout
 * (and out of the tab order), so focus in the grid hurries the rest along.
 *
 * No imagesloaded: it probes every photo with `new Image(img.src)`, which
 * downloads the fallback file of all 60 lazy photos at once (measured: about
 * 380 KB on /gallery). Photos reserve their box from width/height, so a
 * photo that loads changes nothing; only one that fails can change height.
 */
import Masonry from 'masonry-layout';
import { columnWidthFor } from '../../lib/media/image-sizes';
import { runInSlices } from '../../lib/media/run-in-slices';

const ITEM_SELECTOR = '.photo-grid__item';
/** Masonry only ever sees photos that have been handed to it. */
const PLACED_ITEM_SELECTOR = `${ITEM_SELECTOR}[data-placed]`;
/** How long placing photos may hold the main thread before the browser gets a turn. */
const SLICE_BUDGET_MS = 4;

const yieldToBrowser = (): Promise<void> =>
  'scheduler' in window && 'yield' in window.scheduler
    ? window.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The columns and gutter PhotoGridList.astro's stylesheet gives the grid at
 * this width, so masonry always agrees with the CSS layout it replaces.
 */
function cssLayoutOf(grid: HTMLElement): { columns: number; gap: number } {
  const style = getComputedStyle(grid);
  return {
    columns: Number.parseInt(style.getPropertyValue('--grid-columns'), 10),
    gap: Number.parseFloat(style.getPropertyValue('--grid-gap')),
  };
}

const markPlaced = (items: readonly HTMLElement[]) => {
  for (const item of items) item.dataset.placed = '';
};

/** Lays the grid out and keeps it laid out when its width changes. */
export async function startMasonry(grid: HTMLElement): Promise<void> {
  // Someone tabbing through the photos must be able to reach every one, and
  // a photo not placed yet cannot take focus: once focus is in the grid, the
  // photos still waiting are placed without pausing.
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

  // Measured before the switch below, while the page's layout is still
  // fresh: every read after a style change costs the phone a new layout.
  let width = grid.clientWidth;
  // Unplaced photos take no room in masonry mode: holding the grid's height
  // keeps whatever follows it from moving up into view meanwhile.
  grid.style.minBlockSize = `${grid.offsetHeight}px`;

  markPlaced(items.slice(0, columns));
  // PhotoGridList.astro switches from its CSS grid to fixed item widths on this attribute.
  grid.dataset.layout = 'masonry';
  const masonry = new Masonry(grid, {
    itemSelector: PLACED_ITEM_SELECTOR,
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
  // A clipping's sign-language video (a <details>) grows its item when it opens.
  const growing = new ResizeObserver(relayout);
  for (const item of grid.querySelectorAll(`${ITEM_SELECTOR}:has(details)`)) growing.observe(item);

  await runInSlices(
    items.slice(columns),
    (photos) => {
      markPlaced(photos);
      masonry.appended(photos);
    },
    // One photo at a time: on a slow phone each costs a few ms to lay out.
    {
      groupSize: 1,
      budgetMs: SLICE_BUDGET_MS,
      now: () => performance.now(),
      yieldToBrowser: yieldUnlessHurried,
    },
  );
  grid.style.minBlockSize = '';
}
