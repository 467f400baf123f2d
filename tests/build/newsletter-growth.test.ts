// A seventh newsletter needs no other change than its English file and its
// Gujarati file (here without a PDF, which is optional) and its photo, named as a camera names it
// ("….JPG"): it builds a copy of the site with one more issue, the newest, and reads what Astro wrote. The footer
// shows the six newest (the oldest drops out by itself), the archive all
// seven, newest first. About 30 s (one full build; the optimised images come
// from the cache).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCopy, removeProjectCopies, runAstro } from './project-copy';

const SEVENTH_ID = 'newsletter-2026-winter';
/** Without an `order` (an entry staff leave unordered still shows) and without a PDF. */
const SEVENTH = {
  title: 'Winter 2026: a seventh issue',
  issueDate: '2026-12-18',
  summary: 'The issue that shows the site grows with the school.',
  body: '## Growing\n\nA seventh issue, written on the site only.\n\n![Kites over the hostel roof](../photos/IMG_2041.JPG)',
};
/** Its words in Gujarati: the date is the English entry's alone. */
const SEVENTH_GU = {
  title: 'શિયાળો 2026: સાતમો અંક',
  summary: 'શાળા સાથે વધતી સાઇટ બતાવતો અંક.',
  body: '## વધતી શાળા\n\nફક્ત સાઇટ પર લખાયેલો સાતમો અંક.',
};

/** A Markdown entry as the editor writes it: the words in front matter, then the text. */
const markdown = ({ body, ...data }: Record<string, string>) =>
  `---\n${Object.entries(data)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n${body}\n`;
const OLDEST_TITLE = 'Spring 2024: our fiftieth year begins';

let footerNewsletters = '';
let archive = '';
let gujaratiArchive = '';
let page = '';
let englishPage = '';

/** The text of each link in a piece of HTML, tags removed. */
const linkTexts = (html: string) =>
  [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((match) =>
    (match[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );

beforeAll(() => {
  const copy = projectCopy();
  copyFileSync(
    join(copy, 'src/content/newsletters/photos/uttarayan-kites.jpg'),
    join(copy, 'src/content/newsletters/photos/IMG_2041.JPG'),
  );
  writeFileSync(join(copy, `src/content/newsletters/en/${SEVENTH_ID}.md`), markdown(SEVENTH));
  writeFileSync(join(copy, `src/content/newsletters/gu/${SEVENTH_ID}.md`), markdown(SEVENTH_GU));
  const { status, output } = runAstro(copy, 'build', '--mode', 'outbox');
  if (status !== 0) throw new Error(`the copy did not build:\n${output}`);
  const home = readFileSync(join(copy, 'dist/index.html'), 'utf8');
  footerNewsletters =
    /<section[^>]*aria-labelledby="footer-newsletters"[\s\S]*?<\/section>/.exec(home)?.[0] ?? '';
  archive = readFileSync(join(copy, 'dist/newsletters.html'), 'utf8');
  gujaratiArchive = readFileSync(join(copy, 'dist/gu/newsletters.html'), 'utf8');
  page = readFileSync(join(copy, `dist/gu/newsletters/${SEVENTH_ID}.html`), 'utf8');
  englishPage = readFileSync(join(copy, `dist/newsletters/${SEVENTH_ID}.html`), 'utf8');
}, 240_000);

afterAll(removeProjectCopies, 60_000);

describe('a seventh newsletter', () => {
  it('the footer shows the six newest, the new one first and without the oldest', () => {
    const titles = linkTexts(footerNewsletters);
    expect(titles).toHaveLength(6);
    expect(titles[0]).toMatch(new RegExp(`^${SEVENTH.title}`));
    expect(titles.some((title) => title.startsWith(OLDEST_TITLE))).toBe(false);
  });

  it('the archive keeps all seven, newest first', () => {
    const dates = [...archive.matchAll(/<time datetime="([\d-]+)"/g)].map((match) => match[1]);
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe(SEVENTH.issueDate);
    expect(dates.at(-1)).toBe('2024-03-22');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(archive).toContain(SEVENTH.title);
    expect(archive).toContain(OLDEST_TITLE);
  });

  it('the Gujarati archive keeps all seven too, with its Gujarati words and the English entry’s date', () => {
    const dates = [...gujaratiArchive.matchAll(/<time datetime="([\d-]+)"/g)].map((match) => match[1]);
    expect(dates).toHaveLength(7);
    expect(dates[0]).toBe(SEVENTH.issueDate);
    expect(gujaratiArchive).toContain(SEVENTH_GU.title);
  });

  it('has its own page in each language, with no PDF link where it has no PDF', () => {
    expect(page).toMatch(/<h2[^>]*>વધતી શાળા<\/h2>/);
    expect(page).toContain(SEVENTH_GU.title);
    expect(page).not.toMatch(/href="[^"]*\.pdf"/);
    const entry = /<article[^>]*aria-labelledby="issue-newsletter-2026-winter"[\s\S]*?<\/article>/.exec(
      archive,
    );
    expect(entry?.[0]).toContain(`href="/newsletters/${SEVENTH_ID}"`);
    expect(entry?.[0]).not.toContain('.pdf');
  });

  it('shows its photo as every photo is shown: AVIF, WebP, and a JPEG for old phones', () => {
    const photo = /<picture>[\s\S]*?<\/picture>/.exec(englishPage)?.[0] ?? '';
    expect(photo).toMatch(/<source type="image\/avif" srcset="[^"]*IMG_2041[^"]*\.avif 400w/);
    expect(photo).toMatch(/<source type="image\/webp"/);
    expect(photo).toMatch(/<img src="\/_astro\/IMG_2041[^"]*\.jpeg" alt="Kites over the hostel roof"/);
  });
});
