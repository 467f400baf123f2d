// Old browsers: on cheap phones, and on tablets and computers that no longer update. Each photo offers AVIF, then WebP, then a JPEG that every browser
// decodes: phones that read neither (KaiOS 2.5 on the JioPhone, iPhones left on iOS 12 or 13) skip both
// <source>s and take the <img>'s own file. KaiOS 2.5 and Opera Mini run scripts but no modules, so none
// of the site's code runs there: they must be told what a page cannot do, as with JavaScript off.
// Chromium stands in for them: each page is rewritten as such a browser reads it.
import { parse } from 'acorn';
import { expect, test, type Page } from '@playwright/test';
import { FORM_LOAD_LIMIT_MS } from '../../src/features/forms/form-load.ts';
import { englishMessages, gujaratiMessages } from '../support/messages';
import { sitePages } from '../support/site-map';

// The photo grid (gallery, clippings, an activity's photos), the carousel's no-JavaScript row, captioned
// photos, the banner, the PDF covers and the photos in a newsletter's text, in both languages.
const ROUTES = [
  '/',
  '/gallery',
  '/gu/news-corner',
  '/activite/sports-day',
  '/gu/infrastructure',
  '/newsletters',
  '/gu/newsletters/newsletter-2024-winter',
];

type OldBrowser = {
  decodesAvifOrWebp: boolean;
  runsModules: boolean;
  readsNewCss?: boolean;
  knowsDetails?: boolean;
  /** With modules, the last year of JavaScript it parses, when before the site's ES2021. */
  syntaxYear?: 2019 | 2020;
};

/** Built-ins that came with the syntax of ES2021, and of ES2020 (left out by a browser stopping at 2019). */
const BUILT_INS_OF = {
  2021: ['Promise.any', 'String.prototype.replaceAll', 'WeakRef'],
  2020: ['Promise.allSettled', 'String.prototype.matchAll'],
};

const parsesAs = (code: string, year: number, module: boolean) => {
  try {
    parse(code, { ecmaVersion: year as 5 | 2019, sourceType: module ? 'module' : 'script' });
    return true;
  } catch {
    return false;
  }
};

// What KaiOS 2.5's Gecko 48 drops (it knows the logical longhands, such as inline-size, but none of these):
// min(), max() and clamp(), the logical shorthands, and grid.
const NEW_CSS_VALUE = /\b(min|max|clamp)\(|^(inline-)?grid$/;
const NEW_CSS_PROPERTY = /^(margin|padding|inset)-(inline|block)$|^inset$/;

/** A page's styles (all inlined in its HTML) without the declarations such a browser does not parse. */
const withoutNewCss = (html: string) =>
  html.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, (style) =>
    style.replace(
      /([{;])\s*([\w-]+)\s*:\s*([^;{}]*)(?=[;}])/g,
      (declaration, before: string, property, value) =>
        NEW_CSS_PROPERTY.test(property) || NEW_CSS_VALUE.test(value.trim()) ? before : declaration,
    ),
  );

/**
 * Without AVIF and WebP, a browser skips those <source>s and fetches no such file. A browser whose
 * JavaScript stops at `year` (ES5 without modules: Opera Mini knows no more) has none of the later
 * built-ins, and runs none of the scripts written in later syntax: an inline one does nothing, a file
 * fails as a module that does not parse. Astro's island loader (ES2015) fails without modules too.
 */
async function readAs(page: Page, browser: OldBrowser) {
  const { decodesAvifOrWebp, runsModules, readsNewCss = true, knowsDetails = true } = browser;
  const year = runsModules ? browser.syntaxYear : 5;
  if (year) {
    const missing = [...BUILT_INS_OF[2021], ...(year < 2020 ? BUILT_INS_OF[2020] : [])];
    await page.addInitScript((names) => {
      for (const name of names) {
        const path = name.split('.');
        const key = path.pop() ?? '';
        const owner = path.reduce<Record<string, unknown>>(
          (object, part) => object[part] as Record<string, unknown>,
          globalThis as never,
        );
        Reflect.deleteProperty(owner, key);
      }
    }, missing);
    await page.route('**/_astro/*.js', async (request) => {
      const response = await request.fetch();
      const code = await response.text();
      await request.fulfill({ response, body: parsesAs(code, year, true) ? code : '%' });
    });
  }
  // Its scripts are told the same: CSS.supports() answers no for what its CSS parser drops.
  if (!readsNewCss)
    await page.addInitScript((pattern) => {
      const supports = CSS.supports.bind(CSS);
      CSS.supports = (...query: [string, string?]) =>
        !new RegExp(pattern).test(query.join(' ')) && supports(...(query as [string, string]));
    }, NEW_CSS_VALUE.source);
  // Without <details> (Firefox 49 brought it), a closed one shows all it holds and has no `open` property.
  if (!knowsDetails)
    await page.addInitScript(() => {
      delete (HTMLDetailsElement.prototype as Partial<HTMLDetailsElement>).open;
      document.addEventListener('DOMContentLoaded', () => {
        const shown = document.createElement('style');
        shown.textContent = 'details::details-content { content-visibility: visible !important; }';
        document.head.prepend(shown);
      });
    });
  await page.route('**/*', async (request) => {
    if (request.request().resourceType() !== 'document') return request.fallback();
    const response = await request.fetch();
    if (!response.headers()['content-type']?.includes('text/html')) return request.fulfill({ response });
    let body = await response.text();
    if (!readsNewCss) body = withoutNewCss(body);
    if (!decodesAvifOrWebp) body = body.replace(/<source\b[^>]*type="image\/(avif|webp)"[^>]*>/g, '');
    if (year)
      body = body.replace(
        /<script\b([^>]*)>([\s\S]*?)<\/script>/g,
        (script, attributes: string, code: string) => {
          if (/\bsrc=|application\/ld\+json/.test(attributes)) return script; // a file, or data
          const module = attributes.includes('module');
          return (runsModules || !module) && parsesAs(code, year, module) ? script : '';
        },
      );
    await request.fulfill({ response, body });
  });
  if (!decodesAvifOrWebp) await page.route(/\.(avif|webp)(\?|$)/, (request) => request.abort());
}

const noAvifOrWebp = { decodesAvifOrWebp: false, runsModules: true };
const noModules = { decodesAvifOrWebp: true, runsModules: false };
// iPhones left on iOS 12 or 13 (Safari 13.0 parses ES2019), and Android 4.4, whose last Chrome is 81 (ES2020).
const oldIPhone = { decodesAvifOrWebp: false, runsModules: true, syntaxYear: 2019 } as const;
const androidKitKat = { decodesAvifOrWebp: true, runsModules: true, syntaxYear: 2020 } as const;
const kaiOS = { decodesAvifOrWebp: false, runsModules: false, readsNewCss: false, knowsDetails: false };

// A page closed while readAs's handlers still fetch a chunk must not fail the test that has finished.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.describe('in a browser that decodes neither AVIF nor WebP', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ROUTES) {
    test(`${route}: every photo shows, from its JPEG`, async ({ page }) => {
      await readAs(page, noAvifOrWebp);
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

  // Such phones load every photo at once (no lazy loading in Gecko 48), often on 2G or 3G, and their
  // screens are small: a grid's JPEG is its smallest thumbnail. Measured: 294 KB; 751 KB when it was
  // the largest.
  test('/gallery: its 60 photos weigh under 400 KB', async ({ page }) => {
    await readAs(page, noAvifOrWebp);
    await page.goto('/gallery');
    await page
      .locator('picture img')
      .evaluateAll((images) =>
        Promise.all(
          (images as HTMLImageElement[]).map((image) => ((image.loading = 'eager'), image.decode())),
        ),
      );
    const bytes = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.jpeg'))
        .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
    );
    expect(bytes).toBeGreaterThan(0);
    expect(bytes).toBeLessThan(400_000);
  });
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

test.describe('in a browser that runs scripts but no modules', () => {
  for (const [path, messages] of [
    ['/contact', englishMessages],
    ['/gu/volunteers', gujaratiMessages],
  ] as const) {
    test(`${path}: the form says it cannot send here and offers the e-mail address`, async ({ page }) => {
      const violations: string[] = [];
      page.on(
        'console',
        (message) => message.text().includes('Content Security Policy') && violations.push(message.text()),
      );
      await readAs(page, noModules);
      await page.goto(path);
      const note = page.getByText(messages.formNoScript.lead);
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.locator('input[name="fullName"]')).toBeDisabled();
      expect(violations).toEqual([]);
    });
  }

  test('/gu/search says search cannot run here and points to the menu', async ({ page }) => {
    await readAs(page, noModules);
    await page.goto('/gu/search');
    await expect(page.getByText(gujaratiMessages.search.noScript)).toBeVisible();
  });

  // A page's column is min(100% less the margins, its widest): without min() it filled the screen, and on
  // the JioPhone's 240 px screen every line of text touched both edges.
  test('on a JioPhone, the text of every page keeps clear of the edges of its 240 px screen', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 240, height: 320 });
    await readAs(page, kaiOS);
    const touching: string[] = [];
    for (const { address } of sitePages) {
      await page.goto(address);
      const edges = await page
        // The carousel's row scrolls sideways: its photos run past the edge on purpose.
        .locator('main :is(p, li, h1, h2, h3):not(.carousel__row > li), footer :is(p, li)')
        .evaluateAll((texts) =>
          texts
            .map((text) => text.getBoundingClientRect())
            .filter((box) => box.width > 0)
            .map((box) => Math.min(box.left, document.documentElement.clientWidth - box.right)),
        );
      const nearest = Math.min(...edges);
      if (nearest < 8) touching.push(`${address}: ${nearest} px from an edge`);
    }
    expect(touching).toEqual([]);
  });

  // Every menu and each sign-language video is a <details>, which KaiOS 2.5 does not know: each stood open,
  // so every page began with all 27 links of the menu, screen after screen on a 240 px phone.
  test('on a JioPhone, the menu and a sign-language video stay closed until pressed', async ({ page }) => {
    await page.setViewportSize({ width: 240, height: 320 });
    await readAs(page, kaiOS);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: englishMessages.nav.label });
    const newsCorner = nav.getByRole('link', { name: englishMessages.pages.newsCorner, exact: true });
    await expect(newsCorner).toBeHidden();
    await nav.getByText(englishMessages.nav.menu, { exact: true }).click();
    await expect(newsCorner).toBeVisible();
    const sportsDay = nav.getByRole('link', { name: /^Sports Day/ });
    await expect(sportsDay).toBeHidden();
    await nav.getByText(englishMessages.nav.activities, { exact: true }).click();
    await expect(sportsDay).toBeVisible();

    const video = page.locator('.isl video').first();
    await expect(video).toBeHidden();
    await page.getByText(englishMessages.signVideo.watch).first().click();
    await expect(video).toBeVisible();
  });

  // The large file is WebP; the JioPhone shows the photo's own JPEG instead, which fills its 240 px screen.
  test('on a JioPhone (no modules, no AVIF or WebP), a gallery photo opens as a picture it can show', async ({
    page,
  }) => {
    await readAs(page, kaiOS);
    await page.goto('/gallery');
    const opening = page.waitForRequest((request) => request.isNavigationRequest());
    await page.locator('a[data-photo-link]').first().click();
    const request = await opening;
    expect(request.url()).toMatch(/\.jpe?g$/);
    expect((await request.response())?.headers()['content-type']).toBe('image/jpeg');
  });
});

// They run modules, but none of the site's (ES2021): without a word, the forms stayed disabled, search did
// nothing, and on iOS a photo opened as a WebP file it cannot show.
test.describe('in a browser whose JavaScript stops before ES2021', () => {
  for (const [path, messages, browser] of [
    ['/contact', englishMessages, oldIPhone],
    ['/gu/volunteers', gujaratiMessages, androidKitKat],
  ] as const) {
    test(`${path}, on ES${browser.syntaxYear}: the form says it cannot send here, once, and offers the e-mail address`, async ({
      page,
    }) => {
      await page.clock.install();
      await readAs(page, browser);
      await page.goto(path);
      const note = page.getByText(messages.formNoScript.lead);
      await expect(note).toBeVisible();
      await expect(note.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
      await expect(page.locator('input[name="fullName"]')).toBeDisabled();
      await page.waitForLoadState('networkidle');
      await page.clock.runFor(FORM_LOAD_LIMIT_MS);
      await expect(page.locator('.form-noscript:visible')).toHaveCount(1);
    });
  }

  for (const browser of [oldIPhone, androidKitKat]) {
    test(`/gu/search, on ES${browser.syntaxYear}: says search cannot run here`, async ({ page }) => {
      await readAs(page, browser);
      await page.goto('/gu/search');
      await expect(page.getByText(gujaratiMessages.search.noScript)).toBeVisible();
    });
  }

  for (const browser of [oldIPhone, androidKitKat]) {
    test(`/intrect-club, on ES${browser.syntaxYear}: offers the download, not a reader that cannot start`, async ({
      page,
    }) => {
      await readAs(page, browser);
      await page.goto('/intrect-club');
      await expect(
        page.getByRole('link', { name: new RegExp(englishMessages.document.download) }),
      ).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('button', { name: englishMessages.pdfViewer.start })).toBeHidden();
    });
  }

  test('/gallery: on an old iPhone a photo opens as its JPEG; on Android 4.4 as the large WebP', async ({
    page,
  }) => {
    for (const [browser, type] of [
      [oldIPhone, 'image/jpeg'],
      [androidKitKat, 'image/webp'],
    ] as const) {
      await page.unrouteAll({ behavior: 'wait' });
      await readAs(page, browser);
      await page.goto('/gallery');
      const link = page.locator('a[data-photo-link]').first();
      const large = await link.getAttribute('href');
      const opening = page.waitForRequest((request) => request.isNavigationRequest());
      await link.click();
      const request = await opening;
      expect((await request.response())?.headers()['content-type']).toBe(type);
      if (type === 'image/webp') expect(new URL(request.url()).pathname).toBe(large);
    }
  });
});

// The wide header hides its "Menu" button and shows the list as a row through `::details-content`
// (site-nav.css), which Safari knows from 18.4, Firefox from 143 and Chrome from 131. Such a browser drops
// that rule: an iPad left on iPadOS 17, or Debian's Firefox ESR 140, would see neither button nor links.
test.describe('in a browser that does not know ::details-content', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  for (const [path, { nav: words, pages }] of [
    ['/about', englishMessages],
    ['/gu/contact', gujaratiMessages],
  ] as const) {
    test(`${path}: every header link can be reached`, async ({ page }) => {
      await page.route('**/*', async (request) => {
        if (request.request().resourceType() !== 'document') return request.fallback();
        const response = await request.fetch();
        // Such a browser drops every rule whose selector names the pseudo-element it does not know, and
        // answers no to `@supports selector()` with it (written here as a property no browser has).
        const body = (await response.text())
          .replace(/[^{}@]*::details-content[^{}]*\{[^{}]*\}/g, '')
          .replace(/selector\(::details-content\)/g, '(no-such-property:0)');
        await request.fulfill({ response, body });
      });
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: words.label });
      const menuButton = nav.locator('summary').first();
      if (await menuButton.isVisible()) await menuButton.click();
      await expect(nav.getByRole('link', { name: pages.newsCorner, exact: true })).toBeVisible();
      await nav.locator('summary', { hasText: words.about }).click();
      await expect(nav.getByRole('link', { name: pages.gallery, exact: true })).toBeVisible();
    });
  }
});

// The shipped scripts are written in ES2021 (`??=`), which Safari 14 and Chrome 85 parse. Built-ins added
// since then must not be needed: Safari before 15.4 has no Array#at, so the forms stopped rendering there.
// The built-ins are taken away before any of the page's code runs, and so are :has() (Safari 15.4, Chrome 105,
// Firefox 121: Firefox ESR 115 lacks it) and :focus-visible (Safari 15.4) in the selectors scripts pass.
const OLDER_SCRIPTING = `
  for (const [owner, names] of [
    [Array.prototype, ['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with']],
    [String.prototype, ['at', 'isWellFormed', 'toWellFormed']],
    [Object, ['hasOwn', 'groupBy']],
    [Map, ['groupBy']],
    [Array, ['fromAsync']],
    [AbortSignal, ['timeout', 'any']],
    [globalThis, ['structuredClone']],
  ])
    for (const name of names) delete owner[name];
  for (const owner of [Document.prototype, Element.prototype])
    for (const name of ['querySelector', 'querySelectorAll', 'matches', 'closest']) {
      const native = owner[name];
      if (!native) continue;
      owner[name] = function (selector, ...rest) {
        if (/:has\\(|:focus-visible/.test(String(selector))) throw new DOMException(selector + ' is not valid', 'SyntaxError');
        return native.call(this, selector, ...rest);
      };
    }
`;

test.describe('in a browser with none of the built-ins newer than ES2021, nor the newer selectors', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(OLDER_SCRIPTING);
  });

  test('no page fails in its scripts', async ({ page }) => {
    test.setTimeout(120_000);
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(`${page.url()}: ${error.message}`));
    for (const { address } of sitePages) {
      await page.goto(address);
      if ((await page.locator('script[type="module"]').count()) === 0) continue;
      // Islands hydrate once seen: the page is scrolled through, and their code waited for.
      await page.evaluate(async () => {
        for (let top = 0; top < document.body.scrollHeight; top += innerHeight) {
          scrollTo(0, top);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      });
      await page.waitForLoadState('networkidle');
    }
    expect(failures).toEqual([]);
  });

  // The gallery's masonry once asked for the photos holding a video with :has(): the error stopped it after
  // the first row, and the other 56 photos stayed hidden.
  test('the gallery shows every photo', async ({ page }) => {
    await page.goto('/gallery');
    const photos = page.locator('.photo-grid__item');
    await expect(photos).toHaveCount(60);
    await expect(page.locator('.photo-grid__item:not([data-placed])')).toHaveCount(0);
    await photos.last().scrollIntoViewIfNeeded();
    await expect(photos.last()).toBeVisible();
  });

  test('the contact form sends, and the carousel moves', async ({ page }) => {
    const failures: string[] = [];
    page.on('pageerror', (error) => failures.push(error.message));
    await page.goto('/contact');
    await page.getByRole('textbox', { name: /Full name/ }).fill('Asha Patel');
    await page.getByRole('textbox', { name: /Email address/ }).fill('asha@example.in');
    await page.getByRole('textbox', { name: /^Message/ }).fill('Hello from an older phone');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.locator('.notyf__toast', { hasText: englishMessages.forms.sent })).toBeVisible();
    await page.goto('/');
    const carousel = page.getByRole('group', { name: englishMessages.home.lifeAtSchool, exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const { pause, slideshow, next } = englishMessages.carousel;
    await carousel.getByRole('button', { name: `${pause} ${slideshow}` }).click();
    await carousel.getByRole('button', { name: next }).click();
    await expect(carousel.locator('.carousel__position')).toHaveText(/^Photo 2 of \d+$/);
    expect(failures).toEqual([]);
  });
});
