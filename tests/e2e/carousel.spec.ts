// Home page carousels (react-slick island): items per width with and without
// JavaScript, no layout shift at hydration, autoplay every 2500 ms, the pause
// button, hover and keyboard-focus pauses, reduced motion, the 80 px minimum
// drag, inert hidden slides and axe. Timing tests wait real seconds: the
// interval is the behaviour under test, so it cannot be faked.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';

const INTERVAL_MS = 2500;
const carousel = (page: Page) => page.getByRole('group', { name: 'Life at school', exact: true });
const position = (region: Locator) => region.locator('.carousel__position');

async function openHome(page: Page): Promise<Locator> {
  await page.goto('/');
  const region = carousel(page);
  // The island hydrates when visible (client:visible); on a phone it starts below the fold.
  await region.scrollIntoViewIfNeeded();
  await expect(region).toHaveAttribute('data-enhanced', 'true');
  return region;
}

/** How many slides lie fully inside the visible strip (the slider list or the no-JS row). */
async function visibleSlides(region: Locator, slideSelector: string, stripSelector: string): Promise<number> {
  return region.evaluate(
    (root, { slideSelector, stripSelector }) => {
      const strip = root.querySelector(stripSelector)?.getBoundingClientRect();
      if (!strip) return -1;
      return [...root.querySelectorAll(slideSelector)].filter((slide) => {
        const box = slide.getBoundingClientRect();
        return box.width > 0 && box.left >= strip.left - 1 && box.right <= strip.right + 1;
      }).length;
    },
    { slideSelector, stripSelector },
  );
}

/** A locator's box, failing the test with a clear message when it is not rendered. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not rendered: ${locator.toString()}`);
  return box;
}

/** Moves the mouse off the carousel so the hover pause does not interfere. */
const pointAway = (page: Page) => page.mouse.move(1, 1);

test.describe('items per width', () => {
  for (const [width, items] of [
    [375, 1],
    [800, 2],
    [1280, 4],
    [3200, 5],
  ] as const) {
    test(`${width} px shows ${items}, before and after hydration, without a layout shift`, async ({
      browser,
    }) => {
      const noScript = await browser.newPage({ viewport: { width, height: 900 }, javaScriptEnabled: false });
      await noScript.goto('/');
      const row = carousel(noScript);
      await expect(row.getByText(/Scroll sideways/)).toBeVisible();
      expect(await visibleSlides(row, '.carousel__item', '.carousel__row')).toBe(items);
      const staticHeight = await row.evaluate((element) => element.getBoundingClientRect().height);
      await noScript.close();

      const page = await browser.newPage({ viewport: { width, height: 900 } });
      // Layout shifts of the carousel itself; the height check below covers
      // the content under it, and other parts of the page are not ours to measure here.
      await page.addInitScript(() => {
        type Shift = { value: number; hadRecentInput: boolean; sources: { node?: Node | null }[] };
        const store = window as unknown as { layoutShift: number };
        store.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            const inCarousel = entry.sources.some(
              ({ node }) =>
                (node instanceof Element ? node : node?.parentElement)?.closest('.carousel') != null,
            );
            if (!entry.hadRecentInput && inCarousel) store.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const region = await openHome(page);
      await page.waitForTimeout(300);
      expect(await visibleSlides(region, '.slick-slide:not([aria-hidden="true"])', '.slick-list')).toBe(
        items,
      );
      const slideHeight = await region.evaluate((element) => element.getBoundingClientRect().height);
      expect(Math.abs(slideHeight - staticHeight)).toBeLessThan(1);
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect(shift).toBeLessThan(0.02);
      await page.close();
    });
  }
});

test("the first photo is the page's largest paint: eager, high priority; the rest are lazy", async ({
  page,
}) => {
  await page.goto('/');
  const images = carousel(page).getByRole('img');
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
});

test.describe('autoplay', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test(`advances every ${INTERVAL_MS} ms`, async ({ page }) => {
    const region = await openHome(page);
    await pointAway(page);
    const changes = await position(region).evaluate(
      (element, count) =>
        new Promise<number[]>((resolve) => {
          const times: number[] = [];
          new MutationObserver(() => {
            times.push(performance.now());
            if (times.length === count) resolve(times);
          }).observe(element, { subtree: true, characterData: true, childList: true });
        }),
      3,
    );
    for (let index = 1; index < changes.length; index += 1) {
      expect(changes[index] - changes[index - 1]).toBeGreaterThan(INTERVAL_MS - 150);
      expect(changes[index] - changes[index - 1]).toBeLessThan(INTERVAL_MS + 250);
    }
  });

  test('the pause button stops it and the play button restarts it', async ({ page }) => {
    const region = await openHome(page);
    await region.getByRole('button', { name: 'Pause slideshow' }).click();
    await pointAway(page);
    const paused = await position(region).textContent();
    await page.waitForTimeout(INTERVAL_MS + 800);
    await expect(position(region)).toHaveText(paused ?? '');
    await region.getByRole('button', { name: 'Play slideshow' }).click();
    await pointAway(page);
    await expect(position(region)).not.toHaveText(paused ?? '', { timeout: INTERVAL_MS + 1500 });
  });

  test('waits while the pointer is over the carousel', async ({ page }) => {
    const region = await openHome(page);
    await region.locator('.slick-list').hover();
    const before = await position(region).textContent();
    await page.waitForTimeout(INTERVAL_MS + 800);
    await expect(position(region)).toHaveText(before ?? '');
  });

  test('waits while keyboard focus is inside', async ({ page }) => {
    const region = await openHome(page);
    await pointAway(page);
    // Reach the Previous button with the keyboard, as a keyboard user would.
    await region.getByRole('button', { name: 'Pause slideshow' }).focus();
    await page.keyboard.press('Shift+Tab');
    await expect(region.getByRole('button', { name: 'Previous photo' })).toBeFocused();
    const before = await position(region).textContent();
    await page.waitForTimeout(INTERVAL_MS + 800);
    await expect(position(region)).toHaveText(before ?? '');
  });

  test('keyboard focus on the photo row before the slider starts stays in the carousel after', async ({
    page,
  }) => {
    // Tabbing to the row scrolls it into view, which starts the island: the row it replaces had focus.
    let releaseIsland = () => {};
    const held = new Promise<void>((resolve) => (releaseIsland = resolve));
    await page.route(/\/_astro\/Carousel\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    const region = carousel(page);
    await region.locator('.carousel__row').focus();
    releaseIsland();
    await expect(region).toHaveAttribute('data-enhanced', 'true');
    await expect(region.getByRole('button', { name: 'Previous photo' })).toBeFocused();
  });

  test('does not start when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const region = await openHome(page);
    await pointAway(page);
    await expect(region.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await page.waitForTimeout(INTERVAL_MS + 800);
    await expect(position(region)).toHaveText(/^Photo 1 of \d+$/);
  });
});

test.describe('controls and dragging', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('named buttons move one photo at a time', async ({ page }) => {
    const region = await openHome(page);
    await region.getByRole('button', { name: 'Pause slideshow' }).click();
    await region.getByRole('button', { name: 'Next photo' }).click();
    await expect(position(region)).toHaveText(/^Photo 2 of \d+$/);
    await region.getByRole('button', { name: 'Previous photo' }).click();
    await expect(position(region)).toHaveText(/^Photo 1 of \d+$/);
  });

  async function drag(page: Page, region: Locator, distance: number): Promise<void> {
    const box = await boxOf(region.locator('.slick-list'));
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x - distance, y, { steps: 12 });
    await page.mouse.up();
    await page.waitForTimeout(800);
  }

  test('a drag under 80 px leaves the photo, over 80 px changes it', async ({ page }) => {
    const region = await openHome(page);
    await region.getByRole('button', { name: 'Pause slideshow' }).click();
    await drag(page, region, 60);
    await expect(position(region)).toHaveText(/^Photo 1 of \d+$/);
    await drag(page, region, 120);
    await expect(position(region)).toHaveText(/^Photo 2 of \d+$/);
  });

  test('hidden and cloned slides are inert, and axe finds nothing', async ({ page }) => {
    const region = await openHome(page);
    const hidden = region.locator('.slick-slide[aria-hidden="true"]');
    expect(await hidden.count()).toBeGreaterThan(0);
    expect(await region.locator('.slick-slide[aria-hidden="true"]:not([inert])').count()).toBe(0);
    expect(await region.locator('.slick-slide[inert]:not([aria-hidden="true"])').count()).toBe(0);
    const results = await new AxeBuilder({ page })
      .include('.carousel')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
