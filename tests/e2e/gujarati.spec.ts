// The Gujarati pages for browsers, search engines and feed readers: every
// page names its language, direction and English twin and links within
// Gujarati; dates are Gujarati, English PDFs say so; the JSON-LD, the feeds,
// the sitemap and the 404 page come in both languages.
import { expect, test } from '@playwright/test';
import { localisedPath } from '../../src/lib/routes/site-routes.ts';
import { isNotFoundAddress, pagesIn } from '../support/site-map';
import { gujaratiMessages } from '../support/messages.ts';

const messages = gujaratiMessages;
const site = 'https://navjyot-school.example';

test('every Gujarati page says its language, direction and twin, and links within Gujarati', async ({
  page,
}) => {
  // About 30 pages in one test: room for a busy machine.
  test.setTimeout(120_000);
  for (const { address } of pagesIn('gu').filter((each) => !isNotFoundAddress(each.address))) {
    await page.goto(address);
    await expect(page.locator('html'), address).toHaveAttribute('lang', 'gu');
    await expect(page.locator('html'), address).toHaveAttribute('dir', 'ltr');
    const canonical = new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '');
    const english = localisedPath(canonical.pathname, 'en');
    const alternates = Object.fromEntries(
      await page
        .locator('link[rel="alternate"][hreflang]')
        .evaluateAll((links) =>
          links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
        ),
    );
    expect(alternates, address).toEqual({
      en: `${site}${english}`,
      gu: `${site}${canonical.pathname}`,
      'x-default': `${site}${english}`,
    });
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'gu_IN');
    await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'en_IN');
    // Every link to a page of the site stays in Gujarati; files (PDFs, photos) are shared.
    const pageLinks = await page
      .locator('a[href^="/"]:not([hreflang="en"])')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const englishPages = pageLinks.filter(
      (href) => !/^\/(gu(\/|$)|_astro\/|newsletters\/.+\.pdf|documents\/)/.test(href),
    );
    expect(englishPages, address).toEqual([]);
  }
});

test('English pages name their Gujarati twin and og:locale en_IN', async ({ page }) => {
  await page.goto('/infrastructure');
  await expect(page.locator('link[rel="alternate"][hreflang="gu"]')).toHaveAttribute(
    'href',
    `${site}/gu/infrastructure`,
  );
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    `${site}/infrastructure`,
  );
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_IN');
  await expect(page.locator('meta[property="og:locale:alternate"]')).toHaveAttribute('content', 'gu_IN');
});

test('Gujarati pages write dates in Gujarati, and links to the English PDFs say so', async ({ page }) => {
  await page.goto('/gu/newsletters');
  // Dates are written the Gujarati way by Intl (gu-IN): the month's name in Gujarati script.
  const firstDate = page.locator('main time').first();
  await expect(firstDate).toHaveText(/^\d{1,2} [\u0A80-\u0AFF]+,? \d{4}$/);
  const downloads = page.locator('main a[href$=".pdf"]');
  expect(await downloads.count()).toBeGreaterThan(0);
  for (const link of await downloads.all()) {
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(link).toContainText('English');
  }
  await page.goto('/newsletters');
  await expect(page.locator('main a[href$=".pdf"]').first()).not.toHaveAttribute('hreflang', /./);
});

test('the Gujarati home page describes the school in Gujarati JSON-LD', async ({ page }) => {
  await page.goto('/gu');
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const school = blocks
    .map((block) => JSON.parse(block) as Record<string, unknown>)
    .find((data) => data.foundingDate);
  expect(school).toMatchObject({
    inLanguage: 'gu',
    contactPoint: expect.objectContaining({ contactType: messages.layout.contactPointType }),
  });
});

test('each language has its feed, and the sitemap pairs every page with its twin', async ({ request }) => {
  const feed = await (await request.get('/gu/feed.xml')).text();
  expect(feed).toContain('<language>gu</language>');
  expect(feed).toContain(`${site}/gu/news-corner#`);
  expect(feed).not.toContain(`${site}/news-corner#`);
  const english = await (await request.get('/feed.xml')).text();
  expect(english).toContain('<language>en</language>');
  const index = await (await request.get('/sitemap-index.xml')).text();
  const [first] = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  const sitemap = await (await request.get(first ?? '')).text();
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="gu" href="${site}/gu/about"/>`);
  expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/about"/>`);
});

test('an unknown /gu/ address answers the Gujarati NOT FOUND page with status 404', async ({ page }) => {
  const response = await page.goto('/gu/this-page-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.notFound.heading);
  await expect(page.getByRole('link', { name: messages.notFound.home })).toHaveAttribute('href', '/gu');
});
