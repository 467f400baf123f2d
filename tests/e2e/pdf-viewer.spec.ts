// The Interact Club document (/intrect-club): the download link with its size
// (with and without JavaScript), the "Read it here" facade that loads nothing
// until pressed, pdf.js self-hosted and loaded on this page only, pages that
// really render, navigation, zoom, fit to width on phones,
// the text layer, the fallback for browsers that cannot run pdf.js, and axe.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { wcagViolations } from '../support/axe';
import { holdBackScripts } from '../support/hold-back';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';
import { PDF_SLOW_MS } from '../../src/islands/directives/island-attributes.ts';

const ROUTE = '/intrect-club';
const downloadLink = (page: Page) => page.getByRole('link', { name: /\(PDF, [\d.]+ (bytes|KB|MB)\)$/ });
// The document itself may print "Page 1 of 3" too: look in the viewer's controls only.
const pageStatus = (page: Page) => page.locator('.pdf-viewer__controls').getByText(/^Page \d+ of \d+$/);
const isPdfJs = (url: string) =>
  /\/(load-pdf|pdf\.worker[\w.-]*)\.[\w-]+\.m?js$/.test(url) || url.includes('pdf.worker');

/** pdf.js and its worker are about 0.5 MB gzip: on a busy 2-core runner they take seconds to start. */
const PDF_START_MS = 20_000;

const readHere = (page: Page) => page.getByRole('button', { name: 'Read it here, page by page' });

async function openDocument(page: Page): Promise<void> {
  await page.goto(ROUTE);
  await readHere(page).click();
  await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
  await expect(page.locator('.pdf-viewer__page canvas')).toBeVisible();
}

/** A locator's box, failing the test with a clear message when it is not rendered. */
async function boxOf(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`not rendered: ${locator.toString()}`);
  return box;
}

/** Share of the canvas that is not white: a blank page gives 0. */
async function inkedShare(page: Page): Promise<number> {
  return page.locator('.pdf-viewer__page canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let inked = 0;
    for (let index = 0; index < data.length; index += 4) {
      if (data[index] < 240 || data[index + 1] < 240 || data[index + 2] < 240) inked += 1;
    }
    return inked / (data.length / 4);
  });
}

const canvasWidth = (page: Page) =>
  page.locator('.pdf-viewer__page canvas').evaluate((canvas) => canvas.getBoundingClientRect().width);

test('without JavaScript the page offers the document as a download with its size', async ({ browser }) => {
  const page = await browser.newPage({ javaScriptEnabled: false });
  await page.goto(ROUTE);
  await expect(downloadLink(page)).toBeVisible();
  await expect(downloadLink(page)).toHaveAttribute('href', /\.pdf$/);
  const href = (await downloadLink(page).getAttribute('href')) ?? '';
  const response = await page.request.get(href);
  expect(response.headers()['content-type']).toContain('pdf');
  // A button that could do nothing without JavaScript is not shown.
  await expect(readHere(page)).toBeHidden();
  await page.close();
});

test('nothing of the reader downloads until "Read it here" is pressed; then focus moves into it', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(ROUTE);
  await page.waitForLoadState('networkidle');
  await expect(readHere(page)).toBeVisible();
  expect(scripts).toEqual([]);

  await readHere(page).press('Enter');
  await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
  expect(scripts.filter(isPdfJs).length).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: /, page 1$/ })).toBeFocused();
});

// On slow mobile data the reader's own code takes seconds (and a stalled connection, for ever): the
// press says at once that the document is loading, beside the download link.
test("a press says at once that the document is loading, while the reader's code arrives", async ({
  page,
}) => {
  await page.goto(ROUTE);
  const release = await holdBackScripts(page, /\/PdfViewer\.[\w-]+\.js(\?|$)/);
  await readHere(page).click();
  await expect(page.getByRole('status').filter({ hasText: englishMessages.pdfViewer.loading })).toBeVisible();
  release();
  await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
});

test("when the reader's code cannot arrive, the press says so and the next press opens it", async ({
  page,
}) => {
  const island = /\/PdfViewer\.[\w-]+\.js(\?|$)/;
  await page.goto(ROUTE);
  await page.route(island, (route) => route.abort('internetdisconnected'));
  await readHere(page).click();
  const failed = page.getByRole('status').filter({ hasText: englishMessages.pdfViewer.readerFailed });
  await expect(failed).toBeVisible({ timeout: 10_000 });
  await expect(readHere(page)).toBeFocused();
  await expect(readHere(page)).not.toHaveAttribute('aria-busy');
  expect(await wcagViolations(page)).toEqual([]);
  await page.unroute(island);
  await readHere(page).press('Enter');
  await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
  await expect(failed).toHaveCount(0);
});

// pdf.js is about 0.5 MB: on patchy mobile data it is the likeliest part to fail, after the reader itself arrived.
for (const [part, url] of [
  ['pdf.js', /\/load-pdf\.[\w-]+\.js(\?|$)/],
  ['the document', /\.pdf(\?|$)/],
] as const) {
  test(`when ${part} cannot arrive, the reader says so and "Try again" opens the document`, async ({
    page,
  }) => {
    await page.goto(ROUTE);
    await page.route(url, (route) => route.abort('internetdisconnected'));
    await readHere(page).click();
    const failed = page.getByText(englishMessages.pdfViewer.failed);
    await expect(failed).toBeFocused({ timeout: PDF_START_MS });
    await expect(downloadLink(page)).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.unroute(url);
    await page.getByRole('button', { name: englishMessages.pdfViewer.retry }).press('Enter');
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
    await expect(failed).toHaveCount(0);
  });
}

/** The reader's own code (the island), which a press loads. */
const READER_CODE = /\/PdfViewer\.[\w-]+\.js(\?|$)/;

// A half-closed connection sends no error: before, "Loading the document…" stayed for ever. The reader
// keeps loading (the line may only be slow) but says so, beside the download link. The requests are
// held for ever, unlike those asked for after them (an unroute would let them go on). The page's clock is
// Playwright's, paused before the press, so the 30 s pass at once and exactly: runFor() fires what the press
// set for then, and nothing before.
async function stall(page: Page, url: RegExp) {
  const hold = { on: true };
  await page.clock.install();
  await page.route(url, (route) => (hold.on ? undefined : route.continue()));
  await page.goto(ROUTE);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await readHere(page).click();
  // Once the reader's code has come, its own wait starts as it opens, focusing its stage: the clock must
  // not move before (seen in CI: the reader came between the two runFor calls and started a new 30 s).
  if (url !== READER_CODE) await expect(page.locator('.pdf-viewer__stage')).toBeFocused();
  return hold;
}

/** The page's clock moved on to just before PDF_SLOW_MS, then past it: `said` must show only then. */
async function waitPastSlowLimit(page: Page, said: Locator) {
  await page.clock.runFor(PDF_SLOW_MS - 1_000);
  await expect(said).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(said).toBeVisible();
  await page.clock.resume();
}

test(`when the document stalls, the reader says so after ${PDF_SLOW_MS / 1000} s and "Try again" opens it`, async ({
  page,
}) => {
  const hold = await stall(page, /\.pdf(\?|$)/);
  const stageHeight = () =>
    page.locator('.pdf-viewer__stage').evaluate((stage) => stage.getBoundingClientRect().height);
  await expect.poll(stageHeight).toBeGreaterThan(300);
  const loadingHeight = await stageHeight();
  const slow = page.getByRole('status').filter({ hasText: englishMessages.pdfViewer.slow });
  await waitPastSlowLimit(page, slow);
  // Still loading: the page's room stays, so what follows does not move up now and down again later.
  expect(await stageHeight()).toBe(loadingHeight);
  await expect(downloadLink(page)).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);
  hold.on = false;
  await page.getByRole('button', { name: englishMessages.pdfViewer.retry }).press('Enter');
  await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
  await expect(slow).toHaveCount(0);
});

// A second import of the reader's code or of pdf.js would wait on the stalled one: the reader asks for a
// reload, and offers no "Try again" that could not work.
for (const [part, url] of [
  ["the reader's code", READER_CODE],
  ['pdf.js', /\/load-pdf\.[\w-]+\.js(\?|$)/],
] as const) {
  test(`when ${part} stalls, the reader asks for a reload after ${PDF_SLOW_MS / 1000} s, and the reloaded page opens it`, async ({
    page,
  }) => {
    const hold = await stall(page, url);
    await waitPastSlowLimit(
      page,
      page.getByRole('status').filter({ hasText: englishMessages.pdfViewer.slowReader }),
    );
    await expect(page.getByRole('button', { name: englishMessages.pdfViewer.retry })).toHaveCount(0);
    expect(await wcagViolations(page)).toEqual([]);
    hold.on = false;
    await page.reload();
    await readHere(page).click();
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/, { timeout: PDF_START_MS });
  });
}

test('pdf.js is self-hosted and downloaded on this page only', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  for (const route of ['/', '/gallery']) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(requests.filter(isPdfJs)).toEqual([]);
  await openDocument(page);
  const pdfJs = requests.filter(isPdfJs);
  expect(pdfJs.some((url) => url.includes('pdf.worker'))).toBe(true);
  const origin = new URL(page.url()).origin;
  expect(pdfJs.filter((url) => !url.startsWith(origin))).toEqual([]);
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('renders a real page, moves between pages and keeps the download link', async ({ page }) => {
    await openDocument(page);
    await expect(downloadLink(page)).toBeVisible();
    expect(await inkedShare(page)).toBeGreaterThan(0.01);
    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(previous).toBeDisabled();
    const firstPageText = await page.locator('.pdf-viewer__text').innerText();

    await next.click();
    await expect(pageStatus(page)).toHaveText(/^Page 2 of \d+$/);
    await expect(page.locator('.pdf-viewer__text')).not.toHaveText(firstPageText);
    expect(await inkedShare(page)).toBeGreaterThan(0.01);
    await previous.click();
    await expect(pageStatus(page)).toHaveText(/^Page 1 of \d+$/);

    const total = Number((await pageStatus(page).textContent())?.match(/of (\d+)/)?.[1]);
    for (let step = 1; step < total; step += 1) await next.click();
    await expect(pageStatus(page)).toHaveText(`Page ${total} of ${total}`);
    await expect(next).toBeDisabled();
  });

  // A button disabled under the focus dropped it to the page (WCAG 2.4.3, 2.4.7): at the last page
  // and back at the first, the focus stays on a control in the reader.
  test('the keyboard keeps its focus in the reader at the last page and back at the first', async ({
    page,
  }) => {
    await openDocument(page);
    const total = Number((await pageStatus(page).textContent())?.match(/of (\d+)/)?.[1]);
    for (const [name, end] of [
      ['Next page', total],
      ['Previous page', 1],
    ] as const) {
      await page.getByRole('button', { name }).focus();
      // One press more than there are pages to go: the last does nothing.
      for (let press = 0; press < total; press += 1) await page.keyboard.press('Enter');
      await expect(pageStatus(page)).toHaveText(`Page ${end} of ${total}`);
      await expect(page.locator('.pdf-viewer__controls :focus')).toHaveCount(1);
    }
  });

  test('zooms in and out, and fits the page to the width', async ({ page }) => {
    await openDocument(page);
    const zoom = page.locator('.pdf-viewer__status').nth(1);
    await expect(zoom).toHaveText(/100%$/);
    const start = await canvasWidth(page);
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(zoom).toHaveText(/125%$/);
    await expect.poll(() => canvasWidth(page)).toBeCloseTo(start * 1.25, 0);
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await expect(zoom).toHaveText(/75%$/);
    await expect.poll(() => canvasWidth(page)).toBeCloseTo(start * 0.75, 0);

    const fit = page.getByRole('button', { name: 'Fit to width' });
    await fit.click();
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    const stage = await page.locator('.pdf-viewer__stage').evaluate((element) => {
      const style = getComputedStyle(element);
      return element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    });
    await expect.poll(() => canvasWidth(page)).toBeCloseTo(stage, -1);
  });

  test('in forced colours (Windows High Contrast), "Fit to width" pressed looks pressed', async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await openDocument(page);
    const fit = page.getByRole('button', { name: 'Fit to width' });
    // Its accent background alone marked it: forced colours replace backgrounds, and both states looked alike.
    const looks = async () => {
      await page.mouse.move(1, 1);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      return fit.screenshot({ animations: 'disabled' });
    };
    await page.getByRole('button', { name: 'Zoom in' }).click();
    await expect(fit).toHaveAttribute('aria-pressed', 'false');
    const unpressed = await looks();
    await fit.click();
    await expect(fit).toHaveAttribute('aria-pressed', 'true');
    expect((await looks()).equals(unpressed)).toBe(false);
  });

  test('has a text layer that can be selected and read', async ({ page }) => {
    await openDocument(page);
    const text = page.locator('.pdf-viewer__text');
    await expect
      .poll(async () => (await text.innerText()).replace(/\s+/g, ' ').trim().length)
      .toBeGreaterThan(20);
    const box = await boxOf(text);
    const canvas = await boxOf(page.locator('.pdf-viewer__page canvas'));
    expect(Math.abs(box.width - canvas.width)).toBeLessThan(2);
    await text.locator('span').first().dblclick();
    expect(await page.evaluate(() => window.getSelection()?.toString().trim().length ?? 0)).toBeGreaterThan(
      0,
    );
  });

  test('axe finds nothing with the document loaded', async ({ page }) => {
    await openDocument(page);
    const results = await new AxeBuilder({ page })
      .include('.pdf-document')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('starts fitted to the width, with nothing wider than the screen', async ({ page }) => {
    await openDocument(page);
    await expect(page.getByRole('button', { name: 'Fit to width' })).toHaveAttribute('aria-pressed', 'true');
    expect(await canvasWidth(page)).toBeLessThanOrEqual(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(await inkedShare(page)).toBeGreaterThan(0.01);
  });
});

test('a browser that cannot run pdf.js keeps the download link and says why', async ({ page }) => {
  // Promise.withResolvers arrived with Chrome 119 and Safari 17.4, below pdf.js 6's floor.
  await page.addInitScript(() => {
    Reflect.deleteProperty(Promise, 'withResolvers');
  });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(ROUTE);
  await readHere(page).click();
  await expect(page.getByText(/cannot show the document on the page/)).toBeVisible();
  // The focus that the press put in the reader is not lost with it.
  await expect(page.getByText(/cannot show the document on the page/)).toBeFocused();
  await expect(downloadLink(page)).toBeVisible();
  expect(requests.filter(isPdfJs)).toEqual([]);
});

// The press wrote its loading words into the server's markup before React hydrated it: React threw
// the markup away with an error (#418) and drew it again.
for (const [route, messages] of [
  [ROUTE, englishMessages],
  [`/gu${ROUTE}`, gujaratiMessages],
] as const) {
  test(`pressing "Read it here" on ${route} raises no error`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(route);
    await page.getByRole('button', { name: messages.pdfViewer.start }).click();
    await expect(page.locator('.pdf-viewer__page canvas')).toBeVisible({ timeout: PDF_START_MS });
    expect(errors).toEqual([]);
  });
}
