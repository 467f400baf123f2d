// The staff editor (/admin) in the built site: its code reaches no other
// page, it stays out of search results, it has its own security policy while
// every other page keeps the strict one, and where the editor is not set up
// (this build has no editor settings) it says so, with no error. The editor
// at work is tested in tests/cms/ (playwright.cms.config.ts). This file also
// measures the editor's bundle and reports it as an annotation.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { formatKb } from '../../scripts/perf/budgets.ts';
import { editorRoutes } from '../../src/lib/routes/site-routes.ts';
import { builtPages, chunksOf, DIST, editorOnlyChunks, isEditorStartPage } from '../support/built-chunks.ts';

/** Decap's own code announces itself: every build of it names its packages. */
const isEditorCode = (chunk: string) =>
  readFileSync(join(DIST, '_astro', chunk), 'utf8').includes('decap-cms-core');

test('no page but /admin loads any of the editor code', () => {
  const pages = builtPages();
  const editorPage = pages.find(isEditorStartPage) ?? '';
  const editorChunks = [...chunksOf(editorPage)].filter(isEditorCode);
  expect(editorChunks.length, 'the editor bundle is where this test looks for it').toBeGreaterThan(0);

  const leaks = pages
    .filter((page) => page !== editorPage)
    .flatMap((page) => [...chunksOf(page)].filter(isEditorCode).map((chunk) => `${page}: ${chunk}`));
  expect(leaks).toEqual([]);

  // The editor's own bytes: what /admin loads and no other page does.
  const own = editorOnlyChunks();
  const files = own.map((chunk) => readFileSync(join(DIST, '_astro', chunk)));
  const raw = files.reduce((sum, file) => sum + file.length, 0);
  const gzip = files.reduce((sum, file) => sum + gzipSync(file, { level: 9 }).length, 0);
  test.info().annotations.push({
    type: 'editor bundle',
    description: `${own.length} chunks, ${formatKb(raw)} raw, ${formatKb(gzip)} gzip`,
  });
  expect(raw).toBeGreaterThan(0);
});

test('/admin is kept out of search results, with a title of its own', async ({ page }) => {
  const sitemap = readdirSync(DIST)
    .filter((file) => file.startsWith('sitemap') && file.endsWith('.xml'))
    .map((file) => readFileSync(join(DIST, file), 'utf8'))
    .join('\n');
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('/admin');

  await page.goto(editorRoutes.admin.path);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(editorRoutes.admin.title);
});

test("/admin has the editor's security policy, and the other pages keep the site's", async ({ request }) => {
  const editor = (await request.get(editorRoutes.admin.path)).headers()['content-security-policy'] ?? '';
  expect(editor).toContain("script-src 'self' 'unsafe-eval'");
  expect(editor).toContain("frame-ancestors 'none'");
  expect(editor).toContain("frame-src 'none'");
  for (const path of ['/', '/about', '/contact']) {
    const site = (await request.get(path)).headers()['content-security-policy'] ?? '';
    expect(site, path).toContain("frame-ancestors 'none'");
    expect(site, path).not.toContain('unsafe-eval');
  }
});

test('where the editor is not set up, /admin says how to set it up, and loads nothing of Decap', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto(editorRoutes.admin.path);
  await expect(page.getByText('The editor is not set up for this copy of the site.')).toBeVisible();
  await expect(page.getByText('npm run cms', { exact: true })).toBeVisible();
  expect(scripts.filter((url) => isEditorCode(new URL(url).pathname.replace('/_astro/', '')))).toEqual([]);
  expect(problems).toEqual([]);
});
