// Findable and shareable: a unique title and description per page, canonical
// addresses, sharing cards, structured data, the sitemap, robots.txt and the feed.
import { expect, test } from '@playwright/test';
import { allRoutes, isNotFoundAddress } from '../support/site-map';
import { allLocalisedPaths, findRoute, siteRoutes } from '../../src/lib/routes/site-routes.ts';

test('every page has a unique title, description, canonical address and sharing card', async ({
  page,
  request,
}) => {
  // Every page in both languages (about 70, a page per newsletter) in one test: room for a busy machine.
  test.setTimeout(180_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of allRoutes.filter(
    (route) => !isNotFoundAddress(route) && findRoute(route)?.canonicalElsewhere !== true,
  )) {
    await page.goto(route);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    // Counted as a reader sees them: a Gujarati letter with its vowel sign is one character, two code points.
    const characters = [...new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(description)]
      .length;
    expect(characters, route).toBeGreaterThan(40);
    expect(characters, route).toBeLessThanOrEqual(170);
    expect(titles.get(title), `title of ${route} repeats another page's`).toBeUndefined();
    expect(descriptions.get(description), `description of ${route} repeats another page's`).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description, route);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical ?? '').pathname, route).toBe(route);
    const image = await page.locator('meta[property="og:image"]').getAttribute('content');
    const imagePath = new URL(image ?? '').pathname;
    const card = await request.get(imagePath);
    expect(card.status(), route).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
  }
});

test('/activite points search engines at the first activity', async ({ page }) => {
  await page.goto('/activite');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(new URL(canonical ?? '').pathname).toBe('/activite/drawing-activity');
});

test('the home page describes the school in JSON-LD', async ({ page }) => {
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const school = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => data.foundingDate);
  expect(school).toMatchObject({
    '@type': expect.arrayContaining(['School']),
    foundingDate: '1974',
    address: expect.objectContaining({ '@type': 'PostalAddress' }),
    contactPoint: expect.objectContaining({ '@type': 'ContactPoint' }),
  });
});

test("a page without a photo of its own is shared with the site's own picture, and the logo is the school's mark", async ({
  page,
  request,
}) => {
  // Both come from the school details, not from any page's content, so
  // removing a home-page photo cannot break the other pages.
  await page.goto('/about');
  const image = (await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '';
  expect(new URL(image).pathname).toMatch(/^\/_astro\/share-card\./);
  await page.goto('/');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const school = blocks.map((block) => JSON.parse(block) as { logo?: string }).find((data) => data.logo);
  const logoPath = new URL(school?.logo ?? '').pathname;
  expect(logoPath).toMatch(/^\/_astro\/logo\..*\.png$/);
  expect((await request.get(logoPath)).headers()['content-type']).toBe('image/png');
});

test('activity pages carry their own JSON-LD', async ({ page }) => {
  await page.goto('/activite/sports-day');
  const [block] = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(JSON.parse(block ?? '{}')).toMatchObject({ '@type': 'WebPage', name: 'Sports Day' });
});

test('the sitemap lists every page that is its own canonical address, and nothing else', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  const listed: string[] = [];
  for (const sitemap of sitemaps) {
    const text = await (await request.get(sitemap)).text();
    listed.push(
      ...[...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname),
    );
  }
  // Read from the pages themselves: a page that names another as canonical
  // (/activite names the first activity) sends search engines there, and a
  // sitemap listing it contradicts the page.
  const ownCanonical: string[] = [];
  const noindex: string[] = [];
  for (const route of allRoutes.filter((route) => !isNotFoundAddress(route))) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(200);
    const html = await response.text();
    // A page that stands in for another asks search engines not to list it.
    if (html.includes('<meta name="robots" content="noindex">')) noindex.push(route);
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    if (new URL(canonical ?? '').pathname === route && !noindex.includes(route)) ownCanonical.push(route);
  }
  expect(noindex).toEqual(allLocalisedPaths(siteRoutes.offline.path));
  expect(ownCanonical.length).toBeGreaterThan(40);
  expect([...listed].sort()).toEqual([...ownCanonical].sort());
});

test('robots.txt points at the sitemap and the feed lists news and newsletters', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap-index\.xml$/m);
  const feed = await request.get('/feed.xml');
  expect(feed.headers()['content-type']).toContain('xml');
  const items = (await feed.text()).match(/<item>/g) ?? [];
  expect(items.length).toBeGreaterThanOrEqual(12 + 6);
});

test('each feed item that links to a place on a page finds it there, in both languages', async ({
  request,
}) => {
  for (const feedPath of ['/feed.xml', '/gu/feed.xml']) {
    const feed = await (await request.get(feedPath)).text();
    const links = [...feed.matchAll(/<item>.*?<link>([^<]*#[^<]*)<\/link>/g)].map(
      ([, link = '']) => new URL(link),
    );
    expect(links.length, feedPath).toBeGreaterThanOrEqual(12);
    for (const link of links) {
      const page = await (await request.get(link.pathname)).text();
      expect(page, `${feedPath}: ${link.pathname}${link.hash}`).toContain(`id="${link.hash.slice(1)}"`);
    }
  }
});
