// WCAG 1.4.4 and 1.4.12: with the browser's text size at 200%, or a reader's text spacing, no text is cut
// off and no page scrolls sideways.
//
// A visitor who needs bigger text raises the browser's font size setting
// (Chrome's Settings > Appearance > Font size), which changes the default
// font size, not the zoom: the layout keeps its width and only text (and
// whatever is sized in rem/em) grows. CDP's Page.setFontSizes sets that same
// preference, so the page sees what such a visitor's browser gives it. Page
// zoom would be a different test: it scales pixels too and clips nothing new.
import { expect, test, type Page } from '@playwright/test';
import { sitePages } from '../support/site-map';

/** Chromium's default "standard" font size is 16 px and "fixed" 13 px: both doubled. */
const DOUBLED = { standard: 32, fixed: 26 };

interface ClippedText {
  text: string;
  clippedBy: string;
}

// The smallest phone WCAG's reflow names (320 px), where a fixed-shape box has least room, and a desktop, where
// rows of menus and columns are widest: each test visits every page in
// both languages (about 60) in one browser page.
const viewports = [
  { name: 'phone', width: 320, height: 640 },
  { name: 'desktop', width: 1280, height: 800 },
];

for (const viewport of viewports) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`no text is clipped at 200% text size on any page in either language (${viewport.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: DOUBLED });
      const found: string[] = [];
      for (const { address } of sitePages) {
        await page.goto(address);
        // The site sizes its text in rem, so it follows the setting: the body's 17 px becomes 34 px.
        const bodySize = await page.evaluate(() => getComputedStyle(document.body).fontSize);
        expect(bodySize, address).toBe('34px');
        const clipped = await page.evaluate(findClippedText);
        found.push(...clipped.map(({ text, clippedBy }) => `${address}: "${text}" clipped by ${clippedBy}`));
        found.push(...(await sidewaysScroll(page, address)));
      }
      expect(found).toEqual([]);
    });

    // WCAG 1.4.12: a reader's own stylesheet spaces lines, letters, words and paragraphs out (the
    // criterion's own values); nothing may be cut off. Dyslexic and low-vision readers use such styles.
    test(`no text is clipped with WCAG's text spacing on any page in either language (${viewport.name})`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const found: string[] = [];
      for (const { address } of sitePages) {
        await page.goto(address);
        await page.addStyleTag({ content: TEXT_SPACING });
        const clipped = await page.evaluate(findClippedText);
        found.push(...clipped.map(({ text, clippedBy }) => `${address}: "${text}" clipped by ${clippedBy}`));
        found.push(...(await sidewaysScroll(page, address)));
      }
      expect(found).toEqual([]);
    });
  });
}

// On a laptop with larger text (the browser's font size at 150% or 200%) the header's row wraps, and
// a dropdown hung from a wrapped trigger ran off the screen: its links could be focused but not seen.
for (const width of [1024, 1280, 1440]) {
  for (const textSize of [24, 32]) {
    test(`every menu link opens inside a ${width} px screen at ${textSize} px text`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Page.setFontSizes', { fontSizes: { standard: textSize, fixed: 13 } });
      const outside: string[] = [];
      for (const address of ['/', '/gu']) {
        await page.goto(address);
        const menuButton = page.locator('[data-details="menu"] > summary');
        if (await menuButton.isVisible()) await menuButton.click();
        for (const group of ['about', 'activities']) {
          await page.locator(`[data-details="${group}"] > summary`).click();
          const links = await page.locator(`#site-nav-panel-${group} a`).evaluateAll((anchors) =>
            anchors.map((link) => ({
              text: link.textContent,
              box: link.getBoundingClientRect().toJSON() as DOMRect,
            })),
          );
          for (const { text, box } of links)
            if (box.left < 0 || box.right > width)
              outside.push(`${address}: "${text?.trim()}" at ${Math.round(box.left)} px`);
        }
      }
      expect(outside).toEqual([]);
    });
  }
}

/** Bigger or wider text must wrap, not push the page sideways: reading a line must not need scrolling. */
async function sidewaysScroll(page: Page, address: string): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  return overflow > 0 ? [`${address}: the page scrolls sideways by ${overflow} px`] : [];
}

/** The spacing WCAG 1.4.12 names, each as a multiple of the font size, over the page's own styles. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-block-end: 2em !important; }
`;

/**
 * Every text node whose box reaches outside an ancestor that hides its
 * overflow (hidden or clip). Runs in the page. Left out on purpose: text a
 * visitor is not meant to see (visually hidden for screen readers, inert or
 * aria-hidden copies such as the carousel's hidden slides) and text wholly
 * outside its clipping box sideways (a slider's other slides, reached with
 * its buttons): a clipped line or half a button is what this looks for.
 */
function findClippedText(): ClippedText[] {
  const clips = (value: string) => value === 'hidden' || value === 'clip';
  const describe = (element: Element) =>
    element.tagName.toLowerCase() + [...element.classList].map((name) => `.${name}`).join('');
  const found: ClippedText[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? '';
    const parent = node.parentElement;
    if (!text || !parent) continue;
    if (parent.closest('script, style, noscript, template, [inert], [aria-hidden="true"], .visually-hidden'))
      continue;
    if (!parent.checkVisibility({ visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    if (lines.length === 0) continue;
    for (let box: HTMLElement | null = parent; box; box = box.parentElement) {
      if (box === document.documentElement) break;
      const style = getComputedStyle(box);
      const clipsX = clips(style.overflowX);
      const clipsY = clips(style.overflowY);
      if (!clipsX && !clipsY) continue;
      const border = box.getBoundingClientRect();
      const left = border.left + box.clientLeft;
      const top = border.top + box.clientTop;
      const right = left + box.clientWidth;
      const bottom = top + box.clientHeight;
      // Half a pixel of rounding either way is not a clipped letter.
      const out = lines.some(
        (line) =>
          (clipsY && (line.top < top - 1 || line.bottom > bottom + 1)) ||
          (clipsX &&
            line.right > left &&
            line.left < right &&
            (line.left < left - 1 || line.right > right + 1)),
      );
      if (out) {
        found.push({ text: text.slice(0, 60), clippedBy: describe(box) });
        break;
      }
    }
  }
  return found;
}
