// The site search in a real browser against the built site and its Pagefind
// index: English words find English pages, Gujarati words find Gujarati
// pages (and only those), the header's link and "?q=" lead to results, the
// keyboard reaches and opens a result, "Show more results" reaches every
// page found, a text page fetches nothing of search until the visitor goes
// to it, and a search that a dropped or stalled connection stopped says so
// and works when tried again, while a very slow link is never taken for a stalled one.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page, type Route } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { isSearchable, siteRoutes } from '../../src/lib/routes/site-routes.ts';
import { SEARCH_LIMIT_MS, SHOWN } from '../../src/features/search/search-page.ts';
import { englishMessages, gujaratiMessages } from '../support/messages';
import { pagesIn } from '../support/site-map';

/** The result links, once the polite status has announced a count. */
async function searchFor(page: Page, address: string, words: string) {
  await page.goto(address);
  const messages = address.startsWith('/gu') ? gujaratiMessages : englishMessages;
  await page.getByRole('searchbox', { name: messages.search.label }).fill(words);
  // The first search downloads and compiles Pagefind's WebAssembly: slow on a busy machine.
  await expect(page.getByRole('status')).not.toHaveText(messages.search.searching, { timeout: 20_000 });
  return page.getByRole('list').filter({ has: page.getByRole('heading', { level: 2 }) });
}

test('the build writes an index for each language holding exactly its searchable pages', () => {
  const entry = JSON.parse(readFileSync('dist/pagefind/pagefind-entry.json', 'utf8')) as {
    languages: Record<string, { page_count: number }>;
  };
  const expected = Object.fromEntries(
    locales.map((locale) => [
      locale,
      pagesIn(locale).filter(({ route, address }) => route !== siteRoutes.notFound && isSearchable(address))
        .length,
    ]),
  );
  const counts = Object.fromEntries(
    Object.entries(entry.languages).map(([language, { page_count }]) => [language, page_count]),
  );
  expect(counts).toEqual(expected);
});

// Pagefind writes its ready-made search interfaces (about 430 KB) and a worker beside the index; the
// search page uses neither (it lists results itself, without a worker).
test('the build deploys none of the Pagefind files the search page does not use', () => {
  const unused = readdirSync('dist/pagefind').filter((name) => /-ui\.|highlight|worker/.test(name));
  expect(unused).toEqual([]);
});

test('the menus, the footer and the NOT FOUND page are not in the index', async ({ page }) => {
  // "content" is only in the footer's sample-content note, "mistake" only on the NOT FOUND page.
  for (const word of ['content', 'mistake']) {
    await searchFor(page, '/search', word);
    await expect(page.getByRole('status')).toHaveText(englishMessages.search.none);
  }
});

test("a word of a newsletter finds the newsletter's own page in English", async ({ page }) => {
  const results = await searchFor(page, '/search', 'fiftieth');
  await expect(page.getByRole('status')).toHaveText(/^Pages found: [1-9]/);
  await expect(results.getByRole('link', { name: /Spring 2024: our fiftieth year begins/ })).toHaveAttribute(
    'href',
    '/newsletters/newsletter-2024-spring',
  );
});

test("a Gujarati word of a newsletter finds the newsletter's Gujarati page", async ({ page }) => {
  // "Turmeric", in the Holi colours of the Spring 2024 issue's Gujarati text only.
  const results = await searchFor(page, '/gu/search', 'હળદર');
  await expect(page.getByRole('status')).toHaveText(/^મળેલાં પાનાં: [1-9]/);
  await expect(results.getByRole('link').first()).toHaveAttribute(
    'href',
    '/gu/newsletters/newsletter-2024-spring',
  );
});

test('a word of a news item finds the News Corner, its excerpt marking the word', async ({ page }) => {
  const results = await searchFor(page, '/search', 'tailoring');
  const newsCorner = results
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'News Corner' }) });
  await expect(newsCorner.getByRole('link')).toHaveAttribute('href', '/news-corner');
  await expect(newsCorner.locator('mark').first()).toHaveText(/tailoring/i);
});

test('a Gujarati word on /gu/search finds Gujarati pages and no English one', async ({ page }) => {
  // "Kabaddi" in Gujarati: the Gujarati news item and activity pages have it.
  const results = await searchFor(page, '/gu/search', 'કબડ્ડી');
  await expect(page.getByRole('status')).toHaveText(/^મળેલાં પાનાં: [1-9]/);
  await expect(results.getByRole('link', { name: gujaratiMessages.pages.newsCorner })).toHaveAttribute(
    'href',
    '/gu/news-corner',
  );
  const hrefs = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.filter((href) => !/^\/gu(\/|$)/.test(href ?? ''))).toEqual([]);
  // The English search has no Gujarati pages to find.
  await searchFor(page, '/search', 'કબડ્ડી');
  await expect(page.getByRole('status')).toHaveText(englishMessages.search.none);
});

test('the header links every page to search, and ?q= runs the search at once', async ({ page }) => {
  await page.goto('/gu/about');
  await page.getByRole('banner').getByRole('link', { name: gujaratiMessages.pages.search }).click();
  await expect(page).toHaveURL(/\/gu\/search$/);
  await page.goto('/search?q=tailoring');
  await expect(page.getByRole('searchbox')).toHaveValue('tailoring');
  await expect(page.getByRole('main').getByRole('link', { name: 'News Corner' })).toBeVisible({
    timeout: 20_000,
  });
});

test('by keyboard: type, Tab to the first result, Enter opens it', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('searchbox').focus();
  await page.keyboard.type('fiftieth');
  await expect(page.getByRole('status')).toHaveText(/^Pages found/, { timeout: 20_000 });
  const first = page.locator('main ol a').first();
  const href = await first.getAttribute('href');
  // The search button comes first, then the results.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: englishMessages.search.button })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => new URL(page.url()).pathname).toBe(href);
  // Back leads to the same words.
  await page.goBack();
  await expect(page).toHaveURL(/\?q=fiftieth$/);
});

// Each result's data is a download, so SHOWN are listed at first. Before, the status counted 25 pages
// and the other 15 could not be reached; a screen reader heard a count the list did not match.
for (const [address, words] of [
  ['/search', 'sports'],
  ['/gu/search', 'છાત્રાલય'],
] as const) {
  test(`${address}: "show more" lists every page found, focus on the first new one`, async ({ page }) => {
    const messages = address.startsWith('/gu') ? gujaratiMessages : englishMessages;
    const links = (await searchFor(page, address, words)).getByRole('link');
    const count = Number((await page.getByRole('status').textContent())?.replace(/\D/g, ''));
    expect(count).toBeGreaterThan(SHOWN);
    const more = page.getByRole('button', { name: messages.search.more });
    for (let listed = SHOWN; listed < count; listed += SHOWN) {
      await expect(links).toHaveCount(listed);
      // By keyboard: the button comes right after the last result.
      await links.last().focus();
      await page.keyboard.press('Tab');
      await expect(more).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(links.nth(listed)).toBeFocused();
    }
    await expect(links).toHaveCount(count);
    await expect(more).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText(
      messages.search.count.replace('{count}', String(count)),
    );
  });
}

// Each press downloads its results' excerpts: on a slow line a visitor presses again before they come.
const FRAGMENTS = /\/pagefind\/fragment\//;

test('two quick presses of "show more" on a slow line list the next results once each', async ({ page }) => {
  const links = (await searchFor(page, '/search', 'school')).getByRole('link');
  const count = Number((await page.getByRole('status').textContent())?.replace(/\D/g, ''));
  expect(count).toBeGreaterThan(2 * SHOWN);
  await expect(links).toHaveCount(SHOWN);
  await page.route(FRAGMENTS, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  const more = page.getByRole('button', { name: englishMessages.search.more });
  await more.click();
  await more.click();
  await expect(links).toHaveCount(Math.min(count, 3 * SHOWN), { timeout: 20_000 });
  const hrefs = await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')));
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expect(links.nth(2 * SHOWN)).toBeFocused();
});

test('a press of "show more" whose results did not arrive says so, and the next press lists them', async ({
  page,
}) => {
  const links = (await searchFor(page, '/search', 'sports')).getByRole('link');
  const found = (await page.getByRole('status').textContent()) ?? '';
  await page.route(FRAGMENTS, (route) => route.abort('internetdisconnected'));
  const more = page.getByRole('button', { name: englishMessages.search.more });
  await more.click();
  await expect(page.getByRole('status')).toHaveText(englishMessages.search.failed);
  await expect(links).toHaveCount(SHOWN);
  await page.unroute(FRAGMENTS);
  await more.click();
  await expect(links.nth(SHOWN)).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(found);
});

test('a new search while "show more" is on its way lists only the new results', async ({ page }) => {
  await searchFor(page, '/search', 'sports');
  const status = page.getByRole('status');
  const sportsFound = (await status.textContent()) ?? '';
  const held: Route[] = [];
  let holding = true;
  await page.route(FRAGMENTS, (route) => (holding ? void held.push(route) : route.continue()));
  await page.getByRole('button', { name: englishMessages.search.more }).click();
  await expect.poll(() => held.length).toBeGreaterThan(0);
  holding = false;
  await page.getByRole('searchbox', { name: englishMessages.search.label }).fill('fiftieth');
  await expect(status).not.toHaveText(sportsFound);
  await expect(status).toHaveText(/^Pages found: [1-9]/);
  const titles = page.getByRole('list').getByRole('heading', { level: 2 });
  const newResults = await titles.allTextContents();
  // The old press's results arrive last: they must not join the new list.
  const answered = held.map((route) => route.request().response());
  for (const route of held.splice(0)) await route.continue();
  await Promise.all(answered);
  await page.waitForTimeout(500);
  expect(await titles.allTextContents()).toEqual(newResults);
  await expect(status).toHaveText(/^Pages found: [1-9]/);
});

test('a text page requests nothing of search before the visitor goes to it', async ({ page }) => {
  const searchRequests: string[] = [];
  page.on('request', (request) => {
    if (/pagefind/.test(request.url())) searchRequests.push(request.url());
  });
  await page.goto('/about', { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).focus();
  await page.mouse.move(10, 10);
  await page.waitForLoadState('networkidle');
  expect(searchRequests).toEqual([]);
  // Positive control: the search page does fetch the index once a visitor types.
  await searchFor(page, '/search', 'school');
  await expect(page.getByRole('status')).toHaveText(/^Pages found/);
  expect(searchRequests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

// A dropped connection on a phone: the message says "try again", so trying again must work, whether
// Pagefind's script or its index failed to arrive.
for (const [part, files] of [
  ['script', /\/pagefind\/pagefind\.js/],
  ['index', /\/pagefind\/(?!pagefind\.js)/],
] as const) {
  test(`a search whose ${part} did not arrive works when tried again`, async ({ page }) => {
    await page.goto('/search');
    await page.route(files, (route) => route.abort('internetdisconnected'));
    await page.getByRole('searchbox', { name: englishMessages.search.label }).fill('fiftieth');
    await expect(page.getByRole('status')).toHaveText(englishMessages.search.failed);
    await page.unroute(files);
    await page.getByRole('button', { name: englishMessages.search.button }).click();
    await expect(page.getByRole('status')).toHaveText(/^Pages found: [1-9]/, { timeout: 20_000 });
  });
}

// A half-closed connection sends no error: the files are held, neither answered nor failed. Before, the
// status said "Searching…" for ever and a second try waited on the same stalled files.
for (const [part, files] of [
  ['script', /\/pagefind\/pagefind\.js/],
  ['index', /\/pagefind\/(?!pagefind\.js)/],
] as const) {
  test(`a search whose ${part} stalls says so after the limit, and works when tried again`, async ({
    page,
  }) => {
    await page.goto('/search');
    // Held for ever, unlike those asked for after it: an unroute would let them go on.
    let holding = true;
    await page.route(files, (route) => (holding ? undefined : route.continue()));
    const started = Date.now();
    await page.getByRole('searchbox', { name: englishMessages.search.label }).fill('fiftieth');
    await expect(page.getByRole('status')).toHaveText(englishMessages.search.failed, {
      timeout: SEARCH_LIMIT_MS + 5_000,
    });
    expect(Date.now() - started).toBeGreaterThan(SEARCH_LIMIT_MS - 1_000);
    holding = false;
    await page.getByRole('button', { name: englishMessages.search.button }).click();
    await expect(page.getByRole('status')).toHaveText(/^Pages found: [1-9]/, { timeout: 20_000 });
  });
}

test('results that come after the limit are still shown, on a line slow but alive', async ({ page }) => {
  await page.goto('/search');
  await page.route(/\/pagefind\/pagefind\.js/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SEARCH_LIMIT_MS + 2_000));
    await route.continue();
  });
  await page.getByRole('searchbox', { name: englishMessages.search.label }).fill('fiftieth');
  await expect(page.getByRole('status')).toHaveText(englishMessages.search.failed, {
    timeout: SEARCH_LIMIT_MS + 5_000,
  });
  await expect(page.getByRole('status')).toHaveText(/^Pages found: [1-9]/, { timeout: 20_000 });
});

// A very slow link (a few KB a second): each of Pagefind's files takes most of the limit, all of them
// together far more. Before, the search said it had failed while the files were still arriving, and a
// second try downloaded them all again.
test('a search on a very slow link, each file arriving within the limit, never says it failed', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto('/search');
  const held: Route[] = [];
  await page.route(/\/pagefind\//, (route) => void held.push(route));
  const status = page.getByRole('status');
  const found = async () => /^Pages found: [1-9]/.test((await status.textContent()) ?? '');
  await page.getByRole('searchbox', { name: englishMessages.search.label }).fill('fiftieth');
  // The files come one after another, the next asked for once the last has arrived; the clock moves on
  // a little while waiting for it, for Pagefind's own short waits (its debounce).
  const nextFileOrResults = async () => {
    await page.clock.runFor(100);
    return held.length > 0 || (await found());
  };
  const eachFileTakes = SEARCH_LIMIT_MS - 5_000;
  let waited = 0;
  for (let file = 0; file < 20 && !(await found()); file++) {
    await expect.poll(nextFileOrResults).toBe(true);
    await page.clock.runFor(eachFileTakes);
    waited += eachFileTakes;
    await expect(status).not.toHaveText(englishMessages.search.failed);
    for (const route of held.splice(0)) await route.continue();
  }
  await expect.poll(found).toBe(true);
  expect(waited, 'the files took longer than the limit, all together').toBeGreaterThan(SEARCH_LIMIT_MS);
});
