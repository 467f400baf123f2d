// The Gujarati edition in a real browser: the language switch leads to the
// same page in the other language (with and without JavaScript, by
// keyboard), every page names its language and its twin for search
// engines, the feeds and the sitemap come in both languages, the forms speak
// Gujarati and tell the office which edition a message came from.
import { expect, test } from '@playwright/test';
import gujarati from '../../src/i18n/dictionaries/gu.ts';
import { localisedPath } from '../../src/lib/routes/site-routes.ts';
import { findStored, uniqueMark } from '../support/forms';
import { activityPath, isNotFoundAddress, pagesIn } from '../support/site-map';

const words = gujarati.words;
const site = 'https://navjyot-school.example';

test.describe('the language switch', () => {
  const pairs = [
    ['/', '/gu'],
    ['/about', '/gu/about'],
    [activityPath('Sports Day'), `/gu${activityPath('Sports Day')}`],
    ['/contact', '/gu/contact'],
  ];
  for (const [english, gujaratiPath] of pairs) {
    test(`leads from ${english} to ${gujaratiPath} and back`, async ({ page }) => {
      await page.goto(english ?? '/');
      const toGujarati = page.getByRole('banner').getByRole('link', { name: 'ગુજરાતી', exact: true });
      await expect(toGujarati).toHaveAttribute('lang', 'gu');
      await expect(toGujarati).toHaveAttribute('hreflang', 'gu');
      await toGujarati.click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(gujaratiPath);
      await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
      const toEnglish = page.getByRole('banner').getByRole('link', { name: 'English', exact: true });
      await expect(toEnglish).toHaveAttribute('lang', 'en');
      await expect(toEnglish).toHaveAttribute('hreflang', 'en');
      await toEnglish.click();
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect.poll(() => new URL(page.url()).pathname).toBe(english);
    });
  }

  test('is reached by keyboard right after the home link, with a visible focus ring', async ({ page }) => {
    await page.goto('/gu/about');
    const toEnglish = page.getByRole('link', { name: 'English', exact: true });
    for (
      let step = 0;
      step < 4 && !(await toEnglish.evaluate((link) => link === document.activeElement));
      step++
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(toEnglish).toBeFocused();
    const outline = await toEnglish.evaluate((link) => getComputedStyle(link).outlineStyle);
    expect(outline).not.toBe('none');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/about$/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the switch is a plain link that keeps the page', async ({ page }) => {
    await page.goto('/gu/activite/science');
    await page.getByRole('link', { name: 'English', exact: true }).click();
    await expect(page).toHaveURL(/\/activite\/science$/);
    await page.getByRole('link', { name: 'ગુજરાતી', exact: true }).click();
    await expect(page).toHaveURL(/\/gu\/activite\/science$/);
  });
});

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
    contactPoint: expect.objectContaining({ contactType: words.layout.contactPointType }),
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
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.notFound.heading);
  await expect(page.getByRole('link', { name: words.notFound.home })).toHaveAttribute('href', '/gu');
});

test.describe('the forms on Gujarati pages', () => {
  test('validate in Gujarati', async ({ page }) => {
    await page.goto('/gu/contact');
    const send = page.getByRole('button', { name: words.forms.send });
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(words.forms.required).first()).toBeVisible();
  });

  test('send the specification’s request plus language "gu", with the words as typed', async ({ page }) => {
    const mark = uniqueMark();
    await page.goto('/gu/contact');
    await page.getByRole('textbox', { name: words.forms.fullNameLabel }).fill('આશા પટેલ');
    await page.getByRole('textbox', { name: new RegExp(words.forms.emailLabel) }).fill('asha@example.in');
    await page
      .getByRole('textbox', { name: new RegExp(`^${words.forms.messageLabel}`) })
      .fill(`નમસ્તે ${mark}`);
    await page.getByRole('button', { name: words.forms.send }).click();
    await expect(page.locator('.notyf__toast', { hasText: words.forms.sent })).toBeVisible();
    expect(await findStored(mark)).toEqual([
      {
        received_at: expect.any(String),
        form: 'contact',
        params: {
          to_name: expect.any(String),
          to_email: 'asha@example.in',
          from_name: 'આશા પટેલ',
          message: `Message : નમસ્તે ${mark}`,
          language: 'gu',
        },
      },
    ]);
  });
});

test.describe('Gujarati letters fit their lines', () => {
  // Vowel signs above and below the letters must stay inside the line box of
  // their heading, button or menu link: measured with the page's own font
  // (the system's Noto Sans Gujarati here, as on Android phones).
  for (const width of [375, 1280]) {
    test(`in headings, buttons and menus at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const overflowing: string[] = [];
      for (const address of [
        '/gu',
        '/gu/about',
        '/gu/activite/science',
        '/gu/volunteers',
        '/gu/newsletters',
      ]) {
        await page.goto(address);
        const found = await page.evaluate(() => {
          const context = document.createElement('canvas').getContext('2d');
          if (!context) throw new Error('no canvas');
          const selector = 'h1, h2, h3, .button, button, summary, nav a, label, .language-switch a';
          return [...document.querySelectorAll<HTMLElement>(selector)].flatMap((element) => {
            const text = element.innerText.trim();
            if (!/[\u0A80-\u0AFF]/.test(text) || !element.checkVisibility()) return [];
            const style = getComputedStyle(element);
            const lineHeight = parseFloat(style.lineHeight);
            if (Number.isNaN(lineHeight)) return [];
            context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const ink = context.measureText(text);
            const font = ink.fontBoundingBoxAscent + ink.fontBoundingBoxDescent;
            const baseline = (lineHeight - font) / 2 + ink.fontBoundingBoxAscent;
            const top = baseline - ink.actualBoundingBoxAscent;
            const bottom = baseline + ink.actualBoundingBoxDescent;
            return top < -0.5 || bottom > lineHeight + 0.5
              ? [
                  `${element.tagName} "${text.slice(0, 30)}": ink ${top.toFixed(1)}..${bottom.toFixed(1)} px, line ${lineHeight} px`,
                ]
              : [];
          });
        });
        overflowing.push(...found.map((line) => `${address}: ${line}`));
      }
      expect(overflowing).toEqual([]);
    });
  }
});
