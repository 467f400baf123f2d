// Security as a visitor's browser sees it: the headers every response
// carries, a CSP that nothing on any page breaks (with islands in use), safe
// new-tab links and narrowly allowed frames. Third-party hosts are answered
// locally so the tests never reach the internet.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readMetaPolicy } from '../../src/integrations/security-headers/policy.ts';
import { builtPages, isEditorPage } from '../support/built-chunks.ts';
import { allRoutes } from '../support/site-map';

/** Collects CSP violations the page reports, from the moment it starts loading. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.beforeEach(async ({ page }) => {
  await page.route(/youtube-nocookie\.com|openstreetmap\.org/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stand-in</title>' }),
  );
});

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/', '/about', '/gallery', '/this-page-does-not-exist', '/favicon.svg']) {
    const headers = (await request.get(path)).headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy'], path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  }
  const asset = (await request.get('/')).headers();
  expect(asset['cache-control']).toContain('max-age=0');
});

test('hashed assets are cached for a year', async ({ page, request }) => {
  await page.goto('/');
  const asset = await page.locator('img[src^="/_astro/"]').first().getAttribute('src');
  expect((await request.get(asset ?? '')).headers()['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
});

// Astro names every inline script of the build in every page's meta policy: 14 hashes, some 650 bytes of
// each page's first round trip. A page's own are enough: the shared header's list stays the outer bound.
test("each page's meta policy allows exactly the inline scripts of that page", () => {
  const wrong: string[] = [];
  for (const file of builtPages().filter((page) => !isEditorPage(page))) {
    const html = readFileSync(file, 'utf8');
    const allowed = new Set(readMetaPolicy(html)?.match(/'sha256-[^']+'/g));
    const own = new Set<string>();
    for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
      if (/\bsrc=|application\/ld\+json/.test(attributes)) continue;
      own.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
    const extra = [...allowed].filter((hash) => !own.has(hash));
    const missing = [...own].filter((hash) => !allowed.has(hash));
    if (extra.length + missing.length > 0)
      wrong.push(`${file}: ${extra.length} other pages' hashes, ${missing.length} of its own missing`);
  }
  expect(wrong).toEqual([]);
});

// One test per page: all of them in one test outgrew its time once newsletters and staff pages were pages.
for (const route of allRoutes) {
  test(`${route} reports no CSP violation while loading`, async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(route, { waitUntil: 'load' });
    expect(violations).toEqual([]);
  });
}

test('no CSP violation with every island in use', async ({ page }) => {
  test.setTimeout(60_000);
  const violations = await watchViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByText('Activities', { exact: true }).click();
  await page.keyboard.press('Escape');
  await page
    .getByRole('link', { name: /^Play video: / })
    .first()
    .click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com"]')).toHaveCount(1);
  await page.goto('/gallery');
  await page.locator('main a:has(img)').first().click();
  await page.waitForTimeout(1500);
  await page.keyboard.press('Escape');
  await page.goto('/intrect-club');
  await page.getByRole('button', { name: 'Read it here, page by page' }).click();
  await expect(page.locator('.pdf-viewer__page canvas')).toBeVisible({ timeout: 20_000 });
  await page.goto('/contact');
  await page.getByRole('button', { name: /map/i }).first().click();
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

test('new-tab links cannot reach back to our page, and frames are narrowly allowed', async ({ page }) => {
  for (const route of allRoutes.slice(0, 10)) {
    await page.goto(route);
    for (const link of await page.locator('a[target="_blank"]').all()) {
      await expect(link, route).toHaveAttribute('rel', /noopener/);
      await expect(link, route).toHaveAttribute('rel', /noreferrer/);
    }
  }
  await page.goto('/');
  await page
    .getByRole('link', { name: /^Play video: / })
    .first()
    .click();
  const frame = page.locator('iframe').first();
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(frame).toHaveAttribute('title', /\S/);
  expect(await frame.getAttribute('sandbox')).not.toContain('allow-top-navigation');
});

test('only the search page allows WebAssembly, and its search runs without a CSP violation', async ({
  page,
  request,
}) => {
  const policyOf = async (path: string) => (await request.get(path)).headers()['content-security-policy'];
  for (const path of ['/search', '/gu/search']) {
    expect(await policyOf(path), path).toMatch(/script-src 'self' 'wasm-unsafe-eval'/);
  }
  for (const path of ['/', '/about', '/gu/contact', '/this-page-does-not-exist', '/pagefind/pagefind.js']) {
    expect(await policyOf(path), path).not.toContain('wasm-unsafe-eval');
  }
  const violations = await watchViolations(page);
  for (const address of ['/search?q=school', '/gu/search?q=શાળા']) {
    await page.goto(address);
    await expect(page.locator('main ol a').first()).toBeVisible({ timeout: 20_000 });
  }
  expect(violations).toEqual([]);
});
