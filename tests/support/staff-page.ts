// What a published page that staff made must be, in every language: at its
// address, with its twin as hreflang alternate, in the site map, linked where
// staff placed it (and nowhere else), free of WCAG 2.2 AA violations, and
// without one byte of JavaScript downloaded. Shared by the browser test of
// the sample pages (tests/e2e/staff-pages.spec.ts) and the editor story's
// new page (tests/cms/staff-edits.spec.ts), so both hold a page to one rule.
import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { wcagViolations } from './axe';

export interface PublishedPage {
  /** "/open-day": the English address; the Gujarati one is "/gu/open-day". */
  address: string;
  title: { en: string; gu: string };
  place: 'about' | 'footer' | 'none';
}

export async function expectPublishedPage(
  page: Page,
  request: APIRequestContext,
  { address, title, place }: PublishedPage,
  base = '',
): Promise<void> {
  const twins = { en: address, gu: `/gu${address}` };
  const index = await (await request.get(`${base}/sitemap-index.xml`)).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1] ?? '').pathname,
  );
  const sitemap = (
    await Promise.all(sitemaps.map(async (path) => (await request.get(`${base}${path}`)).text()))
  ).join();
  for (const locale of ['en', 'gu'] as const) {
    const path = twins[locale];
    const scripts: string[] = [];
    const onRequest = (sent: Request) => {
      if (sent.resourceType() === 'script') scripts.push(sent.url());
    };
    page.on('request', onRequest);
    const response = await page.goto(`${base}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[locale]);
    for (const [other, otherPath] of Object.entries(twins)) {
      const alternate = await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute('href');
      expect(new URL(alternate ?? '').pathname, `${path}: hreflang ${other}`).toBe(otherPath);
    }
    const switchTo = locale === 'en' ? 'ગુજરાતી' : 'English';
    await expect(page.getByRole('banner').getByRole('link', { name: switchTo, exact: true })).toHaveAttribute(
      'href',
      locale === 'en' ? twins.gu : twins.en,
    );
    expect(sitemap, path).toMatch(new RegExp(`<loc>[^<]*${path}</loc>`));

    const links = (region: 'banner' | 'contentinfo') =>
      page.getByRole(region).locator(`a[href="${path}"]`).filter({ hasText: title[locale] });
    await expect(links('banner'), `${path}: in the About menu`).toHaveCount(place === 'about' ? 1 : 0);
    await expect(links('contentinfo'), `${path}: in the footer`).toHaveCount(place === 'none' ? 0 : 1);

    expect(await wcagViolations(page), path).toEqual([]);
    await page.waitForLoadState('load');
    expect(scripts, `${path}: JavaScript downloaded`).toEqual([]);
    page.off('request', onRequest);
  }
}
