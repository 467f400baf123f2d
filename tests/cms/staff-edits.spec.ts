// A staff member's morning in the web editor, through Decap's own screens
// only, against `npm run cms` in a throwaway copy of the project: a news
// clipping with a photo, its English and Gujarati words on one screen; a
// seventh newsletter, its text and its PDF, in English only for now; a new phone number and a
// longer activity tagline; a new activity with four photos in both
// languages; a Gujarati menu word and an English form message; a new "Open
// day" page in both languages, linked from the footer. Each entry is one file per
// language (news/en/<name>.json and news/gu/<name>.json), and the files must
// land where the site reads them, as the site writes them (Prettier,
// "../photos/x.jpg", YYYY-MM-DD); a build of the copy must show all of it,
// the missing Gujarati words in English marked lang="en". Then /admin of
// that build must start under its own security policy. One long story
// (about 3 minutes: the dev server's first start and a full build), worth its
// cost because nothing else shows that the editor and the build agree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import * as prettier from 'prettier';
import { parse as parseYaml } from 'yaml';
import { projectCopy, removeProjectCopies } from '../build/project-copy';
import { expectPublishedPage } from '../support/staff-page';
import { FIRST_START, backendPort, siteUrl, startBuiltSite, startCms, stop, type Server } from './servers';

const fixtures = join(import.meta.dirname, 'fixtures');
const CLIPPING = {
  title: 'Navjyot students win the city science fair',
  date: '2026-11-20',
  image: '../photos/science-fair-clipping.jpg',
  alt: 'A newspaper clipping about the science fair, with a photo of students beside their solar cooker model.',
};
const NEWSLETTER = {
  title: 'Winter 2026: the science fair',
  issueDate: '2026-12-18',
  summary: 'Our students won the city science fair, and the hostel got a new library corner.',
  file: '/newsletters/newsletter-2026-winter.pdf',
};
/** The newsletter's text: its own page shows it. */
const NEWSLETTER_TEXT =
  'Our students won the city science fair with a solar cooker made of cardboard and foil.';
const PHONE = '+91 265 123 4567';
// Longer than the 80 characters at which Decap folds YAML lines.
const TAGLINE =
  'Clay, paper, bottle caps and busy hands: every child makes something to take home, and to sell at Diwali';
const CLIPPING_GUJARATI = {
  title: 'નવજ્યોતના વિદ્યાર્થીઓ શહેરનો વિજ્ઞાન મેળો જીત્યા',
  alt: 'વિજ્ઞાન મેળા વિશેનું છાપાનું કટિંગ, સાથે સૌર કૂકરના મૉડેલ પાસે ઊભેલા વિદ્યાર્થીઓનો ફોટો.',
};
const ACTIVITY = {
  title: 'Kite Festival',
  tagline: 'Paper, string and a windy roof',
  body: 'Every January the children make kites from paper and sticks, and fly them from the hostel roof.',
  photos: ['art-and-craft-1.jpg', 'art-and-craft-2.jpg', 'art-and-craft-3.jpg', 'art-and-craft-4.jpg'],
  alt: (n: number) => `Children glue paper kites together, photo ${n}`,
};
const ACTIVITY_GUJARATI = {
  title: 'પતંગ મહોત્સવ',
  tagline: 'કાગળ, દોરી અને પવનવાળી અગાસી',
  body: 'દર જાન્યુઆરીમાં બાળકો કાગળ અને સળીઓમાંથી પતંગ બનાવે છે અને છાત્રાલયની અગાસી પરથી ઉડાડે છે.',
};
/** A page of the school's own, in both languages, linked from the footer. */
const OPEN_DAY = {
  address: 'open-day',
  title: 'Open day',
  description: 'Visit the school on our open day: meet the teachers, see the classes and the hostel.',
  body: 'Families are welcome to visit the school on our open day. Bring your questions about admissions.',
};
const OPEN_DAY_GUJARATI = {
  title: 'ખુલ્લો દિવસ',
  description: 'ખુલ્લા દિવસે શાળાની મુલાકાત લો: શિક્ષકોને મળો, વર્ગો અને છાત્રાલય જુઓ.',
  body: 'ખુલ્લા દિવસે પરિવારોનું શાળામાં સ્વાગત છે. પ્રવેશ વિશેના તમારા પ્રશ્નો સાથે લાવજો.',
};
/** A Gujarati menu word and an English form message, changed in "Website words". */
const MENU_WORD = 'યાદી';
const NAME_LABEL = 'Your full name';
const OLDEST_NEWSLETTER = 'Spring 2024: our fiftieth year begins';

let copy = '';
const read = (path: string) => readFileSync(join(copy, path), 'utf8');
const readJson = (path: string) => JSON.parse(read(path)) as Record<string, unknown>;
/** The files of a locale folder, to find the one a new entry added. */
const filesIn = (folder: string) => readdirSync(join(copy, folder)).sort();
const sameBytes = (path: string, fixture: string) =>
  readFileSync(join(copy, path)).equals(readFileSync(join(fixtures, fixture)));
const frontmatter = (path: string) =>
  parseYaml(/^---\n([\s\S]*?)\n---/.exec(read(path))?.[1] ?? '') as Record<string, unknown>;

/** A chunk of the copy's build holding Decap's own code (every build of it names its packages). */
const isDecapChunk = (url: string) =>
  readFileSync(join(copy, 'dist', new URL(url).pathname), 'utf8').includes('decap-cms-core');

/** Saves the open entry: Decap's "Publish" menu, then "Publish now". */
async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  // A new entry's address becomes its own after the save: leaving before that
  // would be undone by Decap's own redirect back to the entry.
  await expect(page).toHaveURL(/#\/collections\/[^/]+\/entries\//);
}

/**
 * A field on the editor's English side (the first) or its Gujarati side (the
 * last): both show a translatable field under one label. A fact is shown in English
 * only (Decap keeps a hidden copy of its control on the Gujarati side).
 */
const english = (page: Page, label: string) => page.getByLabel(label, { exact: true }).first();
const gujarati = (page: Page, label: string) => page.getByLabel(label, { exact: true }).last();

/** Opens Decap's media library from a field's button, uploads a file and chooses it. */
async function upload(page: Page, button: RegExp, file: string): Promise<void> {
  await page.getByRole('button', { name: button }).first().click();
  await page.locator('input[type=file]').setInputFiles(join(fixtures, file));
  await expect(page.getByText(file, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

test.describe.configure({ mode: 'serial' });
test.afterAll(removeProjectCopies);

test('a staff member edits the site in the editor, and the files land where the build reads them', async ({
  page,
}) => {
  copy = projectCopy();
  const newsBefore = filesIn('src/content/news/en');
  const newslettersBefore = filesIn('src/content/newsletters/en');
  const activityBefore = frontmatter('src/content/activities/en/art-and-craft.md');
  const activityGujaratiBefore = frontmatter('src/content/activities/gu/art-and-craft.md');
  const cms: Server = await startCms(copy);
  // A published entry has nothing left to save: leaving it must not ask.
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  try {
    await page.goto(`${siteUrl}/admin`);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_START);
    await page.getByRole('button', { name: 'Login' }).click();

    await test.step('a news clipping with a photo, in English and Gujarati on one screen', async () => {
      await page.getByRole('link', { name: 'News corner', exact: true }).click();
      await page.getByRole('link', { name: 'Create entry of type News clipping' }).click();
      await english(page, 'Title').fill(CLIPPING.title);
      await english(page, 'Date').fill(CLIPPING.date);
      await upload(page, /Choose an image/, 'science-fair-clipping.jpg');
      await english(page, 'Description of the photo').fill(CLIPPING.alt);
      await gujarati(page, 'Title').fill(CLIPPING_GUJARATI.title);
      await gujarati(page, 'Description of the photo').fill(CLIPPING_GUJARATI.alt);
      await publish(page);
    });

    await test.step('a seventh newsletter, with its text and PDF, in English only for now', async () => {
      await page.getByRole('link', { name: /Writing in News corner collection/ }).click();
      await expect(page.getByRole('heading', { name: 'News corner', level: 1 })).toBeVisible();
      expect(dialogs).toEqual([]);
      await page.getByRole('link', { name: 'Newsletters', exact: true }).click();
      await page.getByRole('link', { name: 'Create entry of type Newsletter' }).click();
      await english(page, 'Title').fill(NEWSLETTER.title);
      await english(page, 'Date of the issue').fill(NEWSLETTER.issueDate);
      await english(page, 'Summary').fill(NEWSLETTER.summary);
      await upload(page, /Choose a file/, 'newsletter-2026-winter.pdf');
      await page.locator('[contenteditable=true]').first().click();
      await page.keyboard.type(NEWSLETTER_TEXT);
      await publish(page);
    });

    await test.step('the phone number, and the WhatsApp number deleted', async () => {
      await page.getByRole('link', { name: /Writing in Newsletters collection/ }).click();
      await page.getByRole('link', { name: 'School details', exact: true }).click();
      await page.getByRole('link', { name: 'Name, address, phone, e-mail and logo' }).click();
      await english(page, 'Phone number').fill(PHONE);
      // Decap adds "(optional)" to the label of a field that may be left empty.
      await page
        .getByLabel(/^WhatsApp number/)
        .first()
        .fill('');
      await publish(page);
    });

    await test.step('an activity tagline longer than a YAML line', async () => {
      await page.getByRole('link', { name: /Writing in School details collection/ }).click();
      await page.getByRole('link', { name: 'Activities', exact: true }).click();
      await expect(page.getByRole('link', { name: /Sports Day/ })).toBeVisible();
      // One entry per activity, whatever the number of languages.
      await expect(page.getByRole('link', { name: /Art and Craft/ })).toHaveCount(1);
      await page.getByRole('link', { name: /Art and Craft/ }).click();
      await english(page, 'Tagline').fill(TAGLINE);
      await publish(page);
    });

    await test.step('a new activity with four photos, in English and Gujarati on one screen', async () => {
      await page.getByRole('link', { name: /Writing in Activities collection/ }).click();
      await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Create entry of type Activity' }).click();
      await english(page, 'Title').fill(ACTIVITY.title);
      await english(page, 'Tagline').fill(ACTIVITY.tagline);
      const descriptions = page.getByLabel('Description of the photo', { exact: true });
      for (const [index, photo] of ACTIVITY.photos.entries()) {
        await page.getByRole('button', { name: 'Add photos' }).first().click();
        await page.getByRole('button', { name: 'Choose an image' }).first().click();
        await page.getByRole('dialog').getByText(photo, { exact: true }).click();
        await page.getByRole('button', { name: 'Choose selected' }).click();
        await descriptions.nth(index).fill(ACTIVITY.alt(index + 1));
      }
      await page.locator('[contenteditable=true]').first().click();
      await page.keyboard.type(ACTIVITY.body);
      await gujarati(page, 'Title').fill(ACTIVITY_GUJARATI.title);
      await gujarati(page, 'Tagline').fill(ACTIVITY_GUJARATI.tagline);
      // The photos' Gujarati descriptions are left for later: the site shows the English ones meanwhile.
      await page.locator('[contenteditable=true]').last().click();
      await page.keyboard.type(ACTIVITY_GUJARATI.body);
      await publish(page);
    });

    await test.step('a Gujarati menu word and an English form message', async () => {
      await page.getByRole('link', { name: /Writing in Activities collection/ }).click();
      await expect(page.getByRole('heading', { name: 'Activities', level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Website words (menus, buttons, forms)' }).click();
      await page.getByRole('link', { name: 'Menus', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Writing in GU' })).toBeVisible();
      // Each group is folded: the third of the Gujarati side's groups is the navigation's.
      const groups = await page.getByRole('button', { name: 'Expand' }).count();
      await page
        .getByRole('button', { name: 'Expand' })
        .nth(groups / 2 + 2)
        .click();
      await gujarati(page, 'Menu (optional)').fill(MENU_WORD);
      await publish(page);
      await page.getByRole('link', { name: /Writing in Website words/ }).click();
      await page.getByRole('link', { name: 'Forms', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Writing in GU' })).toBeVisible();
      await page.getByRole('button', { name: 'Expand' }).first().click();
      await english(page, 'Full name label (optional)').fill(NAME_LABEL);
      await publish(page);
    });

    await test.step('a new "Open day" page in English and Gujarati, linked from the footer', async () => {
      await page.getByRole('link', { name: /Writing in Website words/ }).click();
      await page.getByRole('link', { name: 'Pages', exact: true }).click();
      await expect(page.getByRole('link', { name: /Admissions/ })).toBeVisible();
      await page.getByRole('link', { name: 'Create entry of type Page' }).click();
      await english(page, 'Title').fill(OPEN_DAY.title);
      await english(page, 'Short description').fill(OPEN_DAY.description);
      // First an address the site already has, typed as a person types (Playwright's fill() over a
      // refused value left Decap holding both, "contactopen-day"; keys and a paste replace it).
      await english(page, 'Address').click();
      await page.keyboard.type('contact');
      await english(page, 'Linked from').click();
      await page.getByText('The footer', { exact: true }).click();
      await page.locator('[contenteditable=true]').first().click();
      await page.keyboard.type(OPEN_DAY.body);
      await gujarati(page, 'Title').fill(OPEN_DAY_GUJARATI.title);
      await gujarati(page, 'Short description').fill(OPEN_DAY_GUJARATI.description);
      await page.locator('[contenteditable=true]').last().click();
      await page.keyboard.type(OPEN_DAY_GUJARATI.body);
      // Refused with the build's own rule (src/lib/content/pages.test.ts), then typed over.
      await page.getByRole('button', { name: 'Publish' }).click();
      await page.getByRole('menuitem', { name: 'Publish now' }).click();
      await expect(page.getByText(/not an address the site already has/)).toBeVisible();
      await english(page, 'Address').click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(OPEN_DAY.address);
      // Previewed in Gujarati before publishing: the page's Gujarati words, as the Gujarati site shows them.
      await page.getByTitle('Toggle preview').click();
      await page.getByRole('button', { name: 'Writing in EN' }).click();
      await page.getByRole('menuitem', { name: 'gu' }).click();
      const preview = page.frameLocator('#preview-pane');
      await expect(preview.getByRole('heading', { level: 1, name: OPEN_DAY_GUJARATI.title })).toBeVisible();
      await expect(preview.locator('.prose')).toContainText(OPEN_DAY_GUJARATI.body);
      await publish(page);
    });
  } finally {
    await stop(cms);
  }

  // One new file per language, named after the English title.
  const [clippingFile, ...moreNews] = filesIn('src/content/news/en').filter((f) => !newsBefore.includes(f));
  expect(moreNews).toEqual([]);
  expect(clippingFile).toMatch(/^navjyot-students-win-the-city-science-fair\.json$/);
  expect(readJson(`src/content/news/en/${clippingFile}`)).toEqual(CLIPPING);
  expect(readJson(`src/content/news/gu/${clippingFile}`)).toMatchObject(CLIPPING_GUJARATI);
  expect(sameBytes('src/content/news/photos/science-fair-clipping.jpg', 'science-fair-clipping.jpg')).toBe(
    true,
  );
  const newNewsletters = filesIn('src/content/newsletters/en').filter((f) => !newslettersBefore.includes(f));
  expect(newNewsletters).toHaveLength(1);
  const newsletterFile = newNewsletters[0] ?? '';
  expect(newsletterFile).toMatch(/\.md$/);
  expect(frontmatter(`src/content/newsletters/en/${newsletterFile}`)).toEqual(NEWSLETTER);
  expect(read(`src/content/newsletters/en/${newsletterFile}`)).toContain(NEWSLETTER_TEXT);
  // No Gujarati words yet: the Gujarati file, if any, holds none.
  const gujaratiNewsletter = `src/content/newsletters/gu/${newsletterFile}`;
  if (existsSync(join(copy, gujaratiNewsletter))) {
    // Decap may write an empty front matter, which YAML reads as null: look at the text itself.
    expect(read(gujaratiNewsletter)).not.toMatch(/^title: *\S/m);
    expect(read(gujaratiNewsletter)).not.toContain(NEWSLETTER_TEXT);
  }
  expect(sameBytes('public/newsletters/newsletter-2026-winter.pdf', 'newsletter-2026-winter.pdf')).toBe(true);
  const { en: details } = readJson('src/content/site/site.json') as { en: Record<string, unknown> };
  expect(details).toMatchObject({ phone: PHONE, smsNumber: expect.stringMatching(/^\+/) });
  // Decap writes a deleted value as "" (decap-cms#7120); the build must read it as none.
  expect(details.whatsAppNumber ?? '').toBe('');

  // Decap re-folds the whole frontmatter: the values must read back the same, in both languages.
  expect(frontmatter('src/content/activities/en/art-and-craft.md')).toEqual({
    ...activityBefore,
    tagline: TAGLINE,
  });
  expect(frontmatter('src/content/activities/gu/art-and-craft.md')).toMatchObject(activityGujaratiBefore);

  // The new activity: one file per language, named after its English title, photos named from the file.
  expect(frontmatter('src/content/activities/en/kite-festival.md')).toEqual({
    title: ACTIVITY.title,
    tagline: ACTIVITY.tagline,
    photos: ACTIVITY.photos.map((photo, index) => ({
      src: `../photos/${photo}`,
      alt: ACTIVITY.alt(index + 1),
    })),
  });
  const activityGujarati = frontmatter('src/content/activities/gu/kite-festival.md');
  expect(activityGujarati).toMatchObject({
    title: ACTIVITY_GUJARATI.title,
    tagline: ACTIVITY_GUJARATI.tagline,
  });
  expect(read('src/content/activities/gu/kite-festival.md')).toContain(ACTIVITY_GUJARATI.body);

  // The new page: one file per language, named by the address chosen, the facts in English only.
  expect(frontmatter('src/content/pages/en/open-day.md')).toEqual({
    title: OPEN_DAY.title,
    description: OPEN_DAY.description,
    address: OPEN_DAY.address,
    place: 'footer',
  });
  expect(frontmatter('src/content/pages/gu/open-day.md')).toEqual({
    title: OPEN_DAY_GUJARATI.title,
    description: OPEN_DAY_GUJARATI.description,
  });
  expect(read('src/content/pages/gu/open-day.md')).toContain(OPEN_DAY_GUJARATI.body);

  // Website words: still { "en": …, "gu": … }, with the two changes.
  const menus = readJson('src/content/messages/menus.json') as { gu: { nav: { menu: string } } };
  expect(menus.gu.nav.menu).toBe(MENU_WORD);
  const forms = readJson('src/content/messages/forms.json') as { en: { forms: { fullNameLabel: string } } };
  expect(forms.en.forms.fullNameLabel).toBe(NAME_LABEL);

  // What the editor wrote passes the project's format check as it stands.
  const options = (await prettier.resolveConfig('.prettierrc.json')) ?? {};
  for (const file of [
    `news/en/${clippingFile}`,
    `news/gu/${clippingFile}`,
    'site/site.json',
    'messages/menus.json',
    'messages/forms.json',
  ]) {
    const path = `src/content/${file}`;
    expect(await prettier.check(read(path), { ...options, filepath: path }), path).toBe(true);
  }
});

test('a build of the edited copy shows every change, and its /admin starts under its own policy', async ({
  page,
  request,
}) => {
  test.skip(copy === '', 'needs the edits of the test before');
  const build = spawnSync(
    process.execPath,
    [join(copy, 'node_modules/astro/bin/astro.mjs'), 'build', '--mode', 'outbox'],
    {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_CMS_LOCAL_PORT: String(backendPort), FORCE_COLOR: '0' },
    },
  );
  const output = `${build.stdout}\n${build.stderr}`;
  expect(build.status, output).toBe(0);
  // The build names what still lacks Gujarati words: the newsletter's title, summary and text.
  expect(output).toMatch(/newsletters\/winter-2026-the-science-fair: title, summary, body/);

  const servers = await startBuiltSite(copy);
  try {
    await page.goto(`${siteUrl}/`);
    const footerNewsletters = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Newsletters' })
      .getByRole('link');
    await expect(footerNewsletters).toHaveCount(6);
    await expect(footerNewsletters.first()).toContainText(NEWSLETTER.title);
    await expect(footerNewsletters.filter({ hasText: OLDEST_NEWSLETTER })).toHaveCount(0);

    await page.goto(`${siteUrl}/newsletters`);
    await expect(page.getByRole('list', { name: 'Newsletter issues' }).getByRole('article')).toHaveCount(7);
    const pdf = await request.get(`${siteUrl}${NEWSLETTER.file}`);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page.goto(`${siteUrl}/news-corner`);
    await expect(page.getByText(CLIPPING.title)).toBeVisible();
    await expect(page.getByRole('img', { name: CLIPPING.alt })).toBeVisible();

    // Gujarati pages: the clipping in Gujarati; the newsletter without Gujarati words in English, marked so.
    await page.goto(`${siteUrl}/gu/news-corner`);
    await expect(page.getByRole('main').getByText(CLIPPING_GUJARATI.title)).toBeVisible();
    await expect(page.getByRole('img', { name: CLIPPING_GUJARATI.alt })).toBeVisible();
    await page.goto(`${siteUrl}/gu/newsletters`);
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(7);
    await expect(page.getByRole('heading', { name: NEWSLETTER.title })).toHaveAttribute('lang', 'en');
    await expect(page.getByText(NEWSLETTER.summary)).toHaveAttribute('lang', 'en');
    // Its own page, in English on the Gujarati side too, marked so, with its PDF.
    await page.getByRole('main').getByRole('link', { name: NEWSLETTER.title }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await expect(page.getByText(NEWSLETTER_TEXT)).toBeVisible();
    await expect(page.getByRole('link', { name: /PDF/ })).toHaveAttribute('href', NEWSLETTER.file);
    // ... and on the staff's list of words still in English, with a link into the editor.
    await page.goto(`${siteUrl}/admin/untranslated`);
    const row = page.getByRole('row', { name: /winter-2026-the-science-fair/ });
    await expect(row).toContainText('title, summary');
    await expect(row.getByRole('link')).toHaveAttribute(
      'href',
      '/admin/#/collections/newsletters/entries/winter-2026-the-science-fair',
    );

    // The new activity in both languages, and the changed website words.
    await page.goto(`${siteUrl}/activite/kite-festival`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACTIVITY.title);
    await expect(page.getByRole('link', { name: ACTIVITY.alt(1) })).toBeVisible();
    await page.goto(`${siteUrl}/gu/activite/kite-festival`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ACTIVITY_GUJARATI.title);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'en');
    // A photo description not yet in Gujarati: the English one, marked so.
    await expect(page.getByRole('link', { name: ACTIVITY.alt(1) })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('main').getByText(ACTIVITY_GUJARATI.body)).toBeVisible();
    await expect(page.getByRole('banner').getByText(MENU_WORD, { exact: true })).toBeVisible();

    await page.goto(`${siteUrl}/contact`);
    await expect(page.getByLabel(NAME_LABEL)).toBeVisible();
    await expect(page.getByRole('link', { name: PHONE })).toHaveAttribute(
      'href',
      `tel:${PHONE.replaceAll(' ', '')}`,
    );
    await expect(page.locator('a[href^="sms:"]')).toHaveCount(1);
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);

    await page.goto(`${siteUrl}/activite/art-and-craft`);
    await expect(page.getByRole('main').getByText(TAGLINE)).toBeVisible();

    await test.step('the Open day page at /open-day and /gu/open-day, in the footer and site map, axe clean, no JavaScript', async () => {
      await expectPublishedPage(
        page,
        request,
        {
          address: `/${OPEN_DAY.address}`,
          title: { en: OPEN_DAY.title, gu: OPEN_DAY_GUJARATI.title },
          place: 'footer',
        },
        siteUrl,
      );
      await page.goto(`${siteUrl}/gu/${OPEN_DAY.address}`);
      await expect(page.getByRole('main').getByText(OPEN_DAY_GUJARATI.body)).toBeVisible();
    });

    await test.step('/admin of the build, with its header policy and decap-server', async () => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      const response = await page.goto(`${siteUrl}/admin`);
      expect(response?.headers()['content-security-policy']).toContain("'unsafe-eval'");
      await page.getByRole('button', { name: 'Login' }).click();
      await expect(page.getByRole('link', { name: 'News corner', exact: true })).toBeVisible();
      await page.getByRole('link', { name: 'Activities', exact: true }).click();
      await expect(page.getByText('Art and Craft')).toBeVisible();
      expect(problems).toEqual([]);
    });

    await test.step("/admin on a slow line says it is loading, and says so when Decap's code cannot arrive", async () => {
      const held: Route[] = [];
      await page.route('**/_astro/*.js', (route) =>
        isDecapChunk(route.request().url()) ? held.push(route) : route.continue(),
      );
      await page.goto(`${siteUrl}/admin`);
      await expect(page.getByRole('status')).toHaveText(/^Loading the editor/);
      await expect.poll(() => held.length).toBeGreaterThan(0);
      for (const route of held) await route.abort('internetdisconnected');
      await expect(page.getByRole('status')).toHaveText(/could not be downloaded.*reload this page/);
      await page.unroute('**/_astro/*.js');
    });
  } finally {
    for (const server of servers) await stop(server);
  }
});
