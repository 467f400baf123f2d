// Each PDF shows its first page at once, as a picture made at build time:
// a real image (AVIF in Chromium, decoded, with a width) and no script
// requested for it. The reader itself still loads only on "Read it here"
// (pdf-viewer.spec.ts).
import { expect, test, type Locator, type Page } from '@playwright/test';
import { counts } from '../support/site-map';

/** Every script the page requests from now on. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  return scripts;
}

/** Scrolls the cover into view (lazy ones load there) and waits until it is decoded. */
async function expectDecoded(cover: Locator): Promise<void> {
  await cover.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await cover.evaluate((image: HTMLImageElement) => image.decode());
  expect(await cover.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/\.avif$/);
}

test('the club document shows its first page before anything is pressed, with no script', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await page.goto('/intrect-club');
  const cover = page.getByRole('img', { name: 'First page of Interact Club of Navjyot School' });
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('width', /^\d+$/);
  await expect(cover).toHaveAttribute('height', /^\d+$/);
  await expectDecoded(cover);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});

test('every newsletter in the archive shows its first page, with no script', async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto('/newsletters');
  const covers = page
    .getByRole('list', { name: 'Newsletter issues' })
    .getByRole('img', { name: /^First page of / });
  await expect(covers).toHaveCount(counts.newsletters);
  await expect(covers.first()).toHaveAttribute('loading', 'eager');
  await expect(covers.last()).toHaveAttribute('loading', 'lazy');
  for (const cover of await covers.all()) await expectDecoded(cover);
  await page.waitForLoadState('networkidle');
  expect(scripts).toEqual([]);
});
