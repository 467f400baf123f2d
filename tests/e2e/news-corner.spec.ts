// The News Corner keeps every clipping, the newest first, however many the
// school adds (the count itself is checked in routes.spec.ts).
import { expect, test, type Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';

/** Where other clippings lie over the one whose video is open: none, once the grid has made room. */
const clippingsOverOpenOne = (page: Page) =>
  page.locator('.photo-grid__item').evaluateAll((items) => {
    const open = items.find((item) => item.querySelector('details[open]'));
    const box = open?.getBoundingClientRect();
    if (!box) return ['no open clipping'];
    return items
      .filter((item) => item !== open)
      .map((item) => item.getBoundingClientRect())
      .filter((other) => other.height > 0 && other.top < box.bottom - 1 && other.bottom > box.top + 1)
      .filter((other) => other.left < box.right - 1 && other.right > box.left + 1)
      .map((other) => `${other.left},${other.top}`);
  });

test('the news corner lists its clippings newest first', async ({ page }) => {
  await page.goto('/news-corner');
  const dates = await page
    .locator('main time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
  expect(dates.length).toBeGreaterThanOrEqual(12);
  expect(dates.every((date) => /^\d{4}-\d{2}-\d{2}$/.test(date))).toBe(true);
  expect(dates).toEqual([...dates].sort().reverse());
});

// A clipping with a sign-language video: its control sits under its title
// (the clipping's heading) in the grid, loads nothing before the press, plays
// by keyboard with captions showing, and leaves the photo opening the lightbox.
const signed = [
  { route: '/news-corner', lang: 'en', name: 'Watch in Indian Sign Language' },
  { route: '/gu/news-corner', lang: 'gu', name: 'ભારતીય સાંકેતિક ભાષામાં જુઓ' },
];
const TITLES = {
  en: 'Parents go back to class to learn sign language',
  gu: 'સાંકેતિક ભાષા શીખવા માતા-પિતા ફરી વર્ગમાં',
};

for (const { route, lang, name } of signed) {
  test(`${route}: a clipping's sign-language video opens by keyboard, its photo still opens the lightbox`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/isl/')) asked.push(pathname);
    });
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const clipping = page.locator('.photo-grid__item').filter({ has: page.locator('details.isl') });
    await expect(clipping).toHaveCount(1);
    await expect(clipping).toContainText(TITLES[lang as 'en' | 'gu']);
    const control = clipping.locator('details.isl > summary');
    await expect(control).toHaveAccessibleName(name);
    expect(asked).toEqual([]);

    await control.focus();
    await page.keyboard.press('Enter');
    const player = clipping.locator('video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAccessibleName(new RegExp(`^${TITLES[lang as 'en' | 'gu']}, `));
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime))
      .toBeGreaterThan(0.2);
    expect(await player.evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode)).toBe('showing');
    expect(asked).toContain(`/isl/home-welcome.${lang}.vtt`);
    // The grid makes room for the open video: no other clipping lies over it.
    await expect.poll(() => clippingsOverOpenOne(page)).toEqual([]);
    expect(await wcagViolations(page)).toEqual([]);

    await clipping.getByRole('link').click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });
}

// Signing must be big enough to read: on a phone a clipping's column is about 170 px wide, so an open
// video takes its clipping across two columns (the whole grid on a phone), and back when it closes.
for (const { width, share } of [
  { width: 412, share: 0.95 }, // two columns: the whole grid
  { width: 1280, share: 0.45 }, // four columns: two of them
]) {
  test(`at ${width} px a clipping's open sign-language video is at least ${share * 100}% of the grid wide, and in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/news-corner');
    const grid = page.locator('[data-layout="masonry"]');
    await expect(grid).toBeVisible();
    const clipping = page.locator('.photo-grid__item').filter({ has: page.locator('details.isl') });
    const widthOf = (selector: string) =>
      clipping.evaluate(
        (item, inner) => item.querySelector(inner)?.getBoundingClientRect().width ?? 0,
        selector,
      );
    const gridWidth = await grid.evaluate((element) => element.clientWidth);
    const closedWidth = await widthOf('figure');
    expect(closedWidth).toBeLessThan(gridWidth * 0.5);

    await clipping.locator('details.isl > summary').click();
    await expect.poll(() => widthOf('video')).toBeGreaterThanOrEqual(gridWidth * share);
    // The clipping grew, its photo too: a copy as wide as it is now shown, not the one-column copy blown up.
    await expect
      .poll(() =>
        clipping.locator('picture img').evaluate((image: HTMLImageElement) => {
          const shown = image.getBoundingClientRect().width * devicePixelRatio;
          return image.complete && image.naturalWidth >= Math.floor(shown);
        }),
      )
      .toBe(true);
    // The wider clipping grows taller and moves: the video is brought into view, whole, not left below the screen.
    await expect
      .poll(() =>
        clipping.locator('video').evaluate((video) => {
          const box = video.getBoundingClientRect();
          return box.top >= -1 && box.bottom <= innerHeight + 1; // scrolling lands on whole pixels
        }),
      )
      .toBe(true);
    // Nothing lies over the wider clipping once the grid has made room.
    await expect.poll(() => clippingsOverOpenOne(page)).toEqual([]);

    await clipping.locator('details.isl > summary').click();
    await expect.poll(() => widthOf('figure')).toBeCloseTo(closedWidth, 0);
  });
}
