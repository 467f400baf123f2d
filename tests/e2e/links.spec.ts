// Every internal link and every asset a built page refers to answers 200:
// pages, images in every srcset, stylesheets, scripts and PDFs.
import { expect, test } from '@playwright/test';
import { allRoutes, isNotFoundAddress } from '../support/site-map';

test('every internal link and asset of every page answers 200', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL ?? 'http://127.0.0.1:4321').origin;
  const toCheck = new Map<string, string>();
  for (const route of allRoutes) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(isNotFoundAddress(route) ? 404 : 200);
    const html = await response.text();
    const references = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'text/html');
      const found: string[] = [];
      for (const element of doc.querySelectorAll('a[href], link[href]'))
        found.push(element.getAttribute('href') ?? '');
      for (const element of doc.querySelectorAll('img[src], script[src], iframe[src]')) {
        found.push(element.getAttribute('src') ?? '');
      }
      for (const element of doc.querySelectorAll('img[srcset], source[srcset]')) {
        for (const candidate of (element.getAttribute('srcset') ?? '').split(',')) {
          found.push(candidate.trim().split(/\s+/)[0] ?? '');
        }
      }
      return found;
    }, html);
    for (const reference of references) {
      if (reference === '' || reference.startsWith('#')) continue;
      const url = new URL(reference, origin + route);
      if (url.origin !== origin) continue;
      url.hash = '';
      if (!toCheck.has(url.pathname + url.search)) toCheck.set(url.pathname + url.search, route);
    }
  }
  const broken: string[] = [];
  for (const [path, foundOn] of toCheck) {
    const response = await request.get(path);
    if (response.status() !== 200) broken.push(`${path} (on ${foundOn}): ${response.status()}`);
  }
  expect(broken, `broken links and assets:\n${broken.join('\n')}`).toEqual([]);
  expect(toCheck.size).toBeGreaterThan(100);
});
