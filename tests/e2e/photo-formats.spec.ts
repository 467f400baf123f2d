// Each photo offers AVIF, then WebP, then a JPEG that every browser decodes. Cheap phones that read
// neither AVIF nor WebP (KaiOS 2.5 on the JioPhone, iPhones left on iOS 12 or 13) skip both <source>s
// and take the <img>'s own file; KaiOS 2.5 runs no module scripts either, so these pages are the
// no-JavaScript ones.
import { expect, test } from '@playwright/test';

// The photo grid (gallery, clippings, an activity's photos), the carousel's no-JavaScript row, captioned
// photos, the banner and the PDF covers, in both languages.
const ROUTES = [
  '/',
  '/gallery',
  '/gu/news-corner',
  '/activite/sports-day',
  '/gu/infrastructure',
  '/newsletters',
];

test.describe('in a browser that decodes neither AVIF nor WebP', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route}: every photo shows, from its JPEG`, async ({ page }) => {
      // What such a browser does: it skips the sources of types it does not know, and fetches no such file.
      await page.route('**/*', async (request) => {
        if (request.request().resourceType() !== 'document') return request.fallback();
        const response = await request.fetch();
        const body = (await response.text()).replace(/<source\b[^>]*type="image\/(avif|webp)"[^>]*>/g, '');
        await request.fulfill({ response, body });
      });
      await page.route(/\.(avif|webp)(\?|$)/, (request) => request.abort());
      await page.goto(route);
      const photos = page.locator('picture img');
      expect(await photos.count()).toBeGreaterThan(0);
      const broken = await photos.evaluateAll(async (images) => {
        const failed: string[] = [];
        for (const image of images as HTMLImageElement[]) {
          image.loading = 'eager';
          await image.decode().catch(() => failed.push(image.getAttribute('src') ?? '(no src)'));
        }
        return failed;
      });
      expect(broken).toEqual([]);
      const sources = await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(sources.filter((source) => !/\.jpe?g$/.test(source ?? ''))).toEqual([]);
    });
  }
});

test('browsers that decode AVIF or WebP are offered both, AVIF first', async ({ page }) => {
  for (const route of ROUTES) {
    await page.goto(route);
    const offers = await page
      .locator('picture')
      .evaluateAll((pictures) => [
        ...new Set(
          pictures.map((picture) =>
            [...picture.querySelectorAll('source')].map((source) => source.type).join(' '),
          ),
        ),
      ]);
    expect(offers, route).toEqual(['image/avif image/webp']);
  }
});
