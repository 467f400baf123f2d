// The newsletter archive keeps every issue, newest first, each with its date,
// leading to the issue's own page, with the size of its PDF; the footer shows
// the newest and links to the archive. The sample content has exactly the
// footer's number of issues, so here the footer must list the same issues as
// the archive, in its order (tests/build/newsletter-growth.test.ts builds a
// seventh). Each issue's page carries its text as HTML in the visitor's
// language, its photos with their descriptions and its PDF for printing.
import { expect, test, type Page } from '@playwright/test';
import { counts } from '../support/site-map';

const issues = (page: Page) => page.getByRole('list', { name: 'Newsletter issues' }).getByRole('article');

/** Each photo in a newsletter's text, once loaded: its file, its width on screen and the copy's width. */
async function textPhotos(page: Page) {
  await page.goto('/newsletters/newsletter-2024-winter');
  const photos = page.locator('main .prose img');
  expect(await photos.count()).toBeGreaterThan(0);
  const measured = [];
  for (const photo of await photos.all()) {
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toHaveJSProperty('complete', true);
    measured.push(
      await photo.evaluate((img: HTMLImageElement) => ({
        src: img.getAttribute('src') ?? '',
        shown: img.getBoundingClientRect().width,
        loaded: img.naturalWidth,
      })),
    );
  }
  return measured;
}

test('the archive lists every newsletter newest first, with its date and size', async ({ page, request }) => {
  await page.goto('/newsletters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletters');
  await expect(issues(page)).toHaveCount(counts.newsletters);

  const dates = await issues(page)
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates).toHaveLength(counts.newsletters);
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(issues(page).first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  const downloads = issues(page).getByRole('link', { name: /^Download this issue \(PDF, \d+ KB\)$/ });
  await expect(downloads).toHaveCount(counts.newsletters);
  for (const link of await downloads.all()) {
    const pdf = await request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
});

test('each issue in the archive leads to its own page first', async ({ page }) => {
  await page.goto('/newsletters');
  const first = issues(page).first();
  const title = first.getByRole('heading', { level: 2 });
  // The page before the PDF: the title is the issue's first link.
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /^\/newsletters\/[\w-]+$/);
  const name = (await title.textContent())?.trim() ?? '';
  await title.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('the footer shows the newest newsletters and links to the archive', async ({ page }) => {
  await page.goto('/newsletters');
  const archived = await issues(page)
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const inFooter = await footer
    .getByRole('region', { name: 'Newsletters' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(inFooter).toEqual(archived.slice(0, 6));

  await footer.getByRole('link', { name: 'All newsletters' }).click();
  await expect(page).toHaveURL(/\/newsletters$/);
});

test('a newsletter page in English: its headings, photos with descriptions and PDF', async ({
  page,
  request,
}) => {
  await page.goto('/newsletters/newsletter-2024-spring');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Spring 2024: our fiftieth year begins');
  await expect(page.getByRole('heading', { level: 2, name: 'Sunshine on the roof' })).toBeVisible();
  const photo = page.getByRole('img', { name: /^Rows of solar panels on the flat roof of the hostel/ });
  await photo.scrollIntoViewIfNeeded();
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const pdf = page.getByRole('link', { name: /^Download this issue \(PDF, \d+ KB\)$/ });
  await expect(pdf).toHaveAttribute('href', '/newsletters/newsletter-2024-spring.pdf');
  expect((await request.get('/newsletters/newsletter-2024-spring.pdf')).headers()['content-type']).toBe(
    'application/pdf',
  );
});

test('the same page in Gujarati: Gujarati words and descriptions, the English PDF marked', async ({
  page,
}) => {
  await page.goto('/gu/newsletters/newsletter-2024-spring');
  await expect(page.locator('html')).toHaveAttribute('lang', 'gu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('વસંત 2024: અમારા પચાસમા વર્ષની શરૂઆત');
  const heading = page.getByRole('heading', { level: 2, name: 'છત પર સૂરજનો પ્રકાશ' });
  await expect(heading).toBeVisible();
  // Gujarati words carry no lang of their own: the page's "gu" holds.
  await expect(heading.locator('xpath=ancestor-or-self::*[@lang][1]')).toHaveAttribute('lang', 'gu');
  await expect(page.getByRole('img', { name: /^છાત્રાલયની સપાટ છત પર સોલર પૅનલની હરોળો/ })).toBeAttached();
  const pdf = page.getByRole('link', { name: /^આ અંક ડાઉનલોડ કરો \(PDF ફાઇલ, [\d,.]+ KB, English\)$/ });
  await expect(pdf).toHaveAttribute('hreflang', 'en');
  await expect(pdf).toHaveAttribute('href', '/newsletters/newsletter-2024-spring.pdf');
});

test('a printed newsletter is the newsletter alone: no menu, footer or skip link', async ({ page }) => {
  await page.goto('/newsletters/newsletter-2024-spring');
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  await expect(header).toBeVisible();
  await expect(footer).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(header).toBeHidden();
  await expect(footer).toBeHidden();
  await expect(page.getByRole('link', { name: 'All newsletters' })).toBeHidden();
  await page.keyboard.press('Tab');
  await expect(page.locator('.skip-link')).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Sunshine on the roof' })).toBeVisible();
  // On paper a link cannot be followed: the PDF's whole address is printed after it.
  const pdf = page.getByRole('link', { name: /^Download this issue/ });
  const printed = await pdf.evaluate((link) => getComputedStyle(link, '::after').content);
  expect(printed).toMatch(/^" \(https?:\/\/[^)]+\/newsletters\/newsletter-2024-spring\.pdf\)"$/);
});

test('the feeds carry each newsletter’s text, linked to its page', async ({ request }) => {
  const english = await (await request.get('/feed.xml')).text();
  expect(english).toMatch(/<link>https?:\/\/[^<]+\/newsletters\/newsletter-2024-spring<\/link>/);
  expect(english).toContain('&lt;h2');
  expect(english).toContain('Sunshine on the roof');
  expect(english).toMatch(/alt=&quot;Rows of solar panels on the flat roof of the hostel/);
  const gujarati = await (await request.get('/gu/feed.xml')).text();
  expect(gujarati).toMatch(/<link>https?:\/\/[^<]+\/gu\/newsletters\/newsletter-2024-spring<\/link>/);
  expect(gujarati).toContain('છત પર સૂરજનો પ્રકાશ');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });

  // A staff member's photo in a newsletter's text is often straight off a camera (2,000 px and more):
  // a phone gets a copy the width of its screen, not the original.
  test("a newsletter's photos come in the phone's size", async ({ page }) => {
    for (const { src, loaded } of await textPhotos(page)) expect(loaded, src).toBeLessThanOrEqual(1080);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });

  // The text column is at most 42rem (672 px) wide however wide the window: a photo in it comes in the
  // smallest copy that fills the column (800 px), not one the width of the window.
  test("a newsletter's photos come in the text column's size", async ({ page }) => {
    for (const { src, shown, loaded } of await textPhotos(page)) {
      expect(shown).toBeLessThanOrEqual(672);
      expect(loaded, src).toBeLessThanOrEqual(800);
    }
  });
});
