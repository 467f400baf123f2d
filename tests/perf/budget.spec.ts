// The fast performance budget that runs on every change (the full Lighthouse
// run is `npm run perf`): bytes and requests each route pulls in on a first
// load at a phone size, before scrolling or interacting, and the size of the
// HTML that must arrive in the first round trip.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Request } from '@playwright/test';
import {
  byteBudgetProblems,
  firstRoundTripBytes,
  formatKb,
  measuredRoutes,
} from '../../scripts/perf/budgets.ts';
import { localeOfPath, localisedPath, siteRoutes } from '../../src/lib/routes/site-routes.ts';
import { allRoutes, isNotFoundAddress, notFoundRoute, sitePages } from '../support/site-map';
import { defaultLocale } from '../../src/i18n/locales.ts';
import { builtPages } from '../support/built-chunks';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

for (const route of measuredRoutes) {
  test(`${route} stays within its byte budget on first load`, async ({ page, baseURL }) => {
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));
    // The NOT FOUND page is measured where visitors meet it: at an unknown address.
    const address =
      localisedPath(route, defaultLocale) === siteRoutes.notFound.path
        ? localisedPath(notFoundRoute, localeOfPath(route))
        : route;
    await page.goto(address, { waitUntil: 'load' });
    // Islands that hydrate when visible load after `load`: wait until the network is quiet.
    await page.waitForLoadState('networkidle');
    // Sizes are read while the page is still open: a pending read would fail once it closes.
    const loads = await Promise.all(
      finished.map(async (request) => ({
        url: request.url(),
        type: request.resourceType(),
        bytes: (await request.sizes()).responseBodySize,
      })),
    );
    const totalBytes = loads.reduce((sum, load) => sum + load.bytes, 0);
    const scriptBytes = loads
      .filter((load) => load.type === 'script')
      .reduce((sum, load) => sum + load.bytes, 0);
    const thirdParty = loads.filter((load) => new URL(load.url).origin !== new URL(baseURL ?? '').origin);
    expect(
      thirdParty.map((load) => load.url),
      'no third-party request on page load',
    ).toEqual([]);
    const problems = byteBudgetProblems({ route, totalBytes, scriptBytes });
    test.info().annotations.push({
      type: 'bytes',
      description: `${formatKb(totalBytes)} total, ${formatKb(scriptBytes)} JS, ${loads.length} requests`,
    });
    expect(problems).toEqual([]);
  });
}

/** The built HTML behind a route of the site map (the NOT FOUND page's at an unknown address). */
function builtHtml(route: string): string {
  const page = isNotFoundAddress(route)
    ? localisedPath(siteRoutes.notFound.path, localeOfPath(route))
    : route;
  const file = page === '/' ? 'index' : page.slice(1);
  return readFileSync(`dist/${file}.html`, 'utf8');
}

test('no page waits for a stylesheet file before its first paint', () => {
  const linked = allRoutes.filter((route) => /<link[^>]*rel="stylesheet"/.test(builtHtml(route)));
  expect(linked).toEqual([]);
});

test('text, form and document pages arrive whole, CSS included, in the first round trip', () => {
  // The home page and the photo pages are longer: what their first screen
  // shows must arrive in the first round trip (next test); the rest may follow.
  const oversized: string[] = [];
  const wholePages = sitePages.filter((page) => !['home', 'gallery'].includes(page.route.kind));
  for (const route of wholePages.map((page) => page.address)) {
    const compressed = gzipSync(builtHtml(route), { level: 9 }).length;
    if (compressed > firstRoundTripBytes) oversized.push(`${route}: ${formatKb(compressed)} gzip`);
  }
  expect(oversized).toEqual([]);
});

test("what a phone's first screen shows arrives in the first round trip on every page", async ({
  browser,
}) => {
  // Every page in one test: its time grows with the pages (newsletters and staff pages are pages now).
  test.setTimeout(30_000 + allRoutes.length * 2_000);
  // Without JavaScript the page's elements are exactly those its HTML holds.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 412, height: 823 },
  });
  const page = await context.newPage();
  const oversized: string[] = [];
  for (const route of allRoutes) {
    await page.goto(route);
    // The HTML up to the first element that starts below the first screen,
    // written out again by the browser. Elements that are not rendered (in a
    // closed menu, say) are skipped: asking for their box lays them out anyway.
    const firstScreenHtml = await page.evaluate(() => {
      const belowFold = [...document.body.querySelectorAll('*')].find((element) => {
        const box = element.getBoundingClientRect();
        const rendered = element.checkVisibility() && (box.width > 0 || box.height > 0);
        return rendered && box.top >= window.innerHeight;
      });
      belowFold?.before(document.createComment('fold'));
      return `<!doctype html>${document.documentElement.outerHTML.split('<!--fold-->')[0] ?? ''}`;
    });
    const compressed = gzipSync(firstScreenHtml, { level: 9 }).length;
    test
      .info()
      .annotations.push({ type: 'first screen', description: `${route}: ${formatKb(compressed)} gzip` });
    if (compressed > firstRoundTripBytes) oversized.push(`${route}: ${formatKb(compressed)} gzip`);
  }
  await context.close();
  expect(oversized).toEqual([]);
});

// Without a preload the browser finds a module script's imports only once the
// script itself has arrived: one more round trip on a slow link.
for (const route of ['/gallery', '/news-corner']) {
  test(`${route} fetches its module script's imports beside it, not after it`, async ({ page }) => {
    const html = builtHtml(route);
    const script = /<script type="module" src="([^"]+)"/.exec(html)?.[1];
    if (!script) throw new Error(`${route} has no module script`);
    // Its static imports (`import{t}from"./runtime.js"`; an import("./x.js") has no quote after "import").
    const imports = [
      ...readFileSync(`dist${script}`, 'utf8').matchAll(/\b(?:import|from)\s*"(\.\/[^"]+)"/g),
    ].map(([, specifier]) => new URL(specifier ?? '', new URL(script, 'https://site.invalid')).pathname);
    expect(imports.length).toBeGreaterThan(0);

    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${script}`, async (pending) => {
      await held;
      await pending.continue();
    });
    await page.goto(route, { waitUntil: 'commit' });
    // The script is held back, so only a preload can have asked for its imports.
    await expect.poll(() => imports.filter((path) => !requested.includes(path))).toEqual([]);
    release();
  });
}

// Astro copies each content photo's original into dist/_astro though no page names it (withastro/astro#17706,
// content photos): 189 files, 26.8 MB of a 65 MB deploy for the sample photos, growing with every photo
// the school adds; and a camera's original may carry where it was taken.
test('the deploy holds no photo original that no page shows', () => {
  const digest = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
  const photos = (folder: string): string[] =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(jpe?g|png|webp|avif|gif)$/i.test(name))
      .map((name) => join(folder, name));
  const originals = new Set(photos('src/content').map(digest));
  // An original a page shows as it is (the logo) is no waste.
  const pages = builtPages().map((page) => readFileSync(page, 'utf8'));
  const shown = (path: string) => pages.some((html) => html.includes(basename(path)));
  const deployed = photos('dist').filter((path) => originals.has(digest(path)) && !shown(path));
  expect(deployed).toEqual([]);
});
