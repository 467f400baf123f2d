// Missing Gujarati words never stop the build: a Gujarati page shows the
// English words instead, marked lang="en" on exactly the elements that show
// them, and a fact copied into a Gujarati file (a date, a PDF, an order) is
// ignored in favour of the English entry's. Only a word that is not text
// stops the build, naming the file and the field. One full build of a copy
// with every case at once (one to two minutes), and two `astro sync` runs.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editInCopy, projectCopy, projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

afterAll(removeProjectCopies, 60_000);

const ACTIVITIES = 'src/content/activities';
const NEWSLETTERS = 'src/content/newsletters';

/** The built pages of the copy, by path under dist/. */
const pages: Record<string, string> = {};
const page = (path: string) => pages[path] ?? '';

beforeAll(() => {
  const copy = projectCopy();
  // (a) Whole Gujarati files missing: an activity, the newest newsletter, the Interact Club's document.
  for (const file of [
    `${ACTIVITIES}/gu/science.md`,
    `${NEWSLETTERS}/gu/newsletter-2026-autumn.md`,
    'src/content/documents/gu/interact-club.json',
    'src/content/infrastructure/photo-list/gu/hostel-building.json',
  ]) {
    rmSync(join(copy, file));
  }
  // (b) One empty word: the title; its tagline stays translated.
  editInCopy(copy, `${ACTIVITIES}/gu/drawing-activity.md`, (text) =>
    text.replace(/^title: .*$/m, "title: ''"),
  );
  // (e) The words of the front matter, but an empty body: an activity and a newsletter.
  for (const file of [
    `${ACTIVITIES}/gu/art-and-craft.md`,
    `${NEWSLETTERS}/gu/newsletter-2026-spring.md`,
    'src/content/home/texts/gu/intro.md',
  ]) {
    editInCopy(copy, file, (text) => text.replace(/(^---\n[\s\S]*?\n---\n)[\s\S]*/, '$1'));
  }
  // (c) Facts copied into a Gujarati file, wrong: the date, the PDF (one that does not exist) and the order.
  editInCopy(copy, `${NEWSLETTERS}/gu/newsletter-2025-summer.md`, (text) =>
    text.replace(/^---\n/, "---\nissueDate: '1999-01-01'\nfile: /newsletters/missing.pdf\norder: 1\n"),
  );
  editInCopy(copy, `${ACTIVITIES}/gu/work-shops.md`, (text) => text.replace(/^---\n/, '---\norder: 1\n'));
  // (f) A page staff made, given a sign-language video once, in English (the sample's files).
  editInCopy(copy, 'src/content/pages/en/admissions.md', (text) =>
    text.replace(
      /^---\n/,
      '---\nsignVideo:\n  video: /isl/home-welcome.mp4\n  poster: ../../home/photos/sign-video-home.jpg\n' +
        '  captions:\n    en: /isl/home-welcome.en.vtt\n    gu: /isl/home-welcome.gu.vtt\n',
    ),
  );

  // (g) Words copied from English unchanged, as Decap's "Fill in from another locale" leaves them: the title
  // and the body; the tagline stays Gujarati.
  const physical = readFileSync(join(copy, `${ACTIVITIES}/en/physical-education.md`), 'utf8');
  const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(physical) ?? [];
  const englishTitle = /^title: .*$/m.exec(front)?.[0] ?? '';
  editInCopy(copy, `${ACTIVITIES}/gu/physical-education.md`, (text) =>
    text
      .replace(/^title: .*$/m, () => englishTitle)
      .replace(/(^---\n[\s\S]*?\n---\n)[\s\S]*/, (_, gu) => gu + body),
  );

  const { status, output } = runAstro(copy, 'build', '--mode', 'outbox');
  if (status !== 0) throw new Error(`the copy did not build:\n${output.slice(-4000)}`);
  for (const path of [
    'activite/science.html',
    'gu/activite/science.html',
    'gu/activite/drawing-activity.html',
    'gu/activite/art-and-craft.html',
    'gu/activite/physical-education.html',
    'admin/untranslated.html',
    'newsletters.html',
    'gu/newsletters.html',
    'gu/newsletters/newsletter-2026-autumn.html',
    'gu/newsletters/newsletter-2026-spring.html',
    'gu/intrect-club.html',
    'gu/infrastructure.html',
    'admissions.html',
    'gu/admissions.html',
    'gu.html',
  ]) {
    pages[path] = readFileSync(join(copy, 'dist', path), 'utf8');
  }
}, 360_000);

/** The start tags of the elements matching `pattern`, e.g. every link to one page. */
const tags = (html: string, pattern: RegExp) => html.match(pattern) ?? [];

describe('a Gujarati file that is missing', () => {
  it('an activity: every word on its page is English, marked lang="en"', () => {
    const science = page('gu/activite/science.html');
    expect(science).toMatch(/<html lang="gu"/);
    expect(science).toMatch(/<h1 lang="en"[^>]*>Science<\/h1>/);
    expect(science).toMatch(/<p class="page-intro__lead" lang="en"[^>]*>\s*Seeing how the world works/);
    expect(science).toMatch(/<div class="prose" lang="en"[^>]*>\s*<p>Science at Navjyot School/);
    // Each photo's link holds its English alt text.
    const photoLinks = tags(science, /<a class="photo-grid__link"[^>]*>/g);
    expect(photoLinks).toHaveLength(4);
    for (const link of photoLinks) expect(link).toContain('lang="en"');
  });

  it('an activity: its links in the menus say so too, and only its', () => {
    const science = page('gu/activite/science.html');
    const links = tags(science, /<a [^>]*href="\/gu\/activite\/science"[^>]*>/g);
    expect(links.length).toBeGreaterThanOrEqual(2);
    for (const link of links) expect(link).toContain('lang="en"');
    expect(science).not.toMatch(/<a [^>]*href="\/gu\/activite\/plantation"[^>]*lang="en"/);
  });

  it('a newsletter: the archive and the footer show its English words, marked', () => {
    const archive = page('gu/newsletters.html');
    expect(archive).toMatch(
      /<h2 id="issue-newsletter-2026-autumn"[^>]*lang="en"[^>]*>\s*<a [^>]*>Autumn 2026/,
    );
    expect(archive).toMatch(/<p lang="en"[^>]*>Parents are learning sign language/);
    expect(archive).not.toMatch(/<h2 id="issue-newsletter-2026-spring"[^>]*lang=/);
    // The footer's link to it.
    expect(archive).toMatch(
      /<a href="\/gu\/newsletters\/newsletter-2026-autumn" lang="en"[^>]*>\s*Autumn 2026/,
    );
    // Its own page: title, summary and text in English, marked; the page itself Gujarati.
    const issue = page('gu/newsletters/newsletter-2026-autumn.html');
    expect(issue).toMatch(/<html lang="gu"/);
    expect(issue).toMatch(/<h1 lang="en"[^>]*>Autumn 2026/);
    expect(issue).toMatch(/<div class="prose[^"]*" lang="en"[^>]*>\s*<h2/);
  });

  it('an infrastructure photo: its description and caption are English, marked, and only its', () => {
    const figures = page('gu/infrastructure.html').match(/<figure[\s\S]*?<\/figure>/g) ?? [];
    const marked = figures.filter((figure) => /<img [^>]*lang="en"/.test(figure));
    expect(marked).toHaveLength(1);
    expect(marked[0]).toMatch(/<figcaption[^>]*lang="en"[^>]*>\s*\S/);
    expect(figures.filter((figure) => figure.includes('lang="en"'))).toHaveLength(1);
  });

  it('a document: its words are English, marked, beside the page’s own Gujarati words', () => {
    const club = page('gu/intrect-club.html');
    expect(club).toMatch(
      /<div class="page-intro"(?! lang)[^>]*>[\s\S]*?<p class="page-intro__lead" lang="en"[^>]*>\s*Our youth/,
    );
    expect(club).toMatch(/<h2 id="pdf-[\w-]+" lang="en"[^>]*>Interact Club of Navjyot School<\/h2>/);
    expect(club).toMatch(/<p class="prose" lang="en"[^>]*>Our youth/);
  });
});

describe('an empty Gujarati word', () => {
  it('falls back to English for that field only', () => {
    const drawing = page('gu/activite/drawing-activity.html');
    expect(drawing).toMatch(/<h1 lang="en"[^>]*>Drawing Activity<\/h1>/);
    expect(drawing).toMatch(/<p class="page-intro__lead"(?! lang)[^>]*>\s*જે શબ્દો નથી કહી શકતા/);
    expect(drawing).toMatch(/<div class="prose"(?! lang)[^>]*>\s*<p>દર બુધવારે/);
    for (const link of tags(drawing, /<a class="photo-grid__link"[^>]*>/g))
      expect(link).not.toContain('lang=');
    for (const link of tags(drawing, /<a [^>]*href="\/gu\/activite\/drawing-activity"[^>]*>/g)) {
      expect(link).toContain('lang="en"');
    }
  });

  it('an empty Markdown body falls back to the English body, marked, under the Gujarati title', () => {
    const art = page('gu/activite/art-and-craft.html');
    expect(art).toMatch(/<h1(?! lang)[^>]*>કલા અને હસ્તકલા<\/h1>/);
    const english = /^---\n[\s\S]*?\n---\s*([^\n]{1,40})/.exec(
      readFileSync(`${ACTIVITIES}/en/art-and-craft.md`, 'utf8'),
    )?.[1];
    const [, attributes = '', text = ''] = /<div class="prose"([^>]*)>([\s\S]*?)<\/div>/.exec(art) ?? [];
    expect(attributes).toContain('lang="en"');
    expect(english).toBeDefined();
    expect(text).toContain(english);
  });

  it('the home page’s welcome without Gujarati text: its English text, marked', () => {
    const home = page('gu.html');
    expect(home).toMatch(/<html lang="gu"/);
    expect(home).toMatch(/<div class="hero__intro prose" lang="en"[^>]*>\s*<p>Navjyot School is a school/);
  });

  it('a newsletter without Gujarati text: its English text, headings and photo descriptions, marked', () => {
    const issue = page('gu/newsletters/newsletter-2026-spring.html');
    expect(issue).toMatch(/<html lang="gu"/);
    expect(issue).toMatch(/<h1(?! lang)[^>]*>વસંત 2026/);
    const [, attributes = '', text = ''] =
      /<div class="prose[^"]*"([^>]*)>([\s\S]*?)<\/div>/.exec(issue) ?? [];
    expect(attributes).toContain('lang="en"');
    expect(text).toMatch(/<h2[^>]*>Kites on the terrace<\/h2>/);
    expect(text).toContain('alt="Children on the hostel terrace fly colourful paper kites');
  });
});

describe('words copied from English unchanged into a Gujarati file', () => {
  it('are English: marked lang="en" on the Gujarati page, beside the Gujarati words', () => {
    const physical = page('gu/activite/physical-education.html');
    expect(physical).toMatch(/<h1 lang="en"[^>]*>Physical Education<\/h1>/);
    expect(physical).toMatch(/<p class="page-intro__lead"(?! lang)[^>]*>\s*મજબૂત શરીર/);
    expect(/<div class="prose"([^>]*)>/.exec(physical)?.[1]).toContain('lang="en"');
  });

  it('are listed among the words still in English', () => {
    const row = /<tr>(?:(?!<\/tr>)[\s\S])*>physical-education<\/a>[\s\S]*?<\/tr>/.exec(
      page('admin/untranslated.html'),
    )?.[0];
    expect(row).toMatch(/<td>title, body<\/td>/);
  });
});

describe('a fact copied into a Gujarati file', () => {
  it('is ignored: the date and the PDF are the English entry’s', () => {
    const archive = page('gu/newsletters.html');
    const issue =
      /<article[^>]*aria-labelledby="issue-newsletter-2025-summer"[\s\S]*?<\/article>/.exec(archive)?.[0] ??
      '';
    expect(issue).toContain('<time datetime="2025-06-20"');
    expect(issue).toContain('href="/newsletters/newsletter-2025-summer.pdf"');
    expect(archive).not.toContain('1999');
    expect(archive).not.toContain('missing.pdf');
  });

  it('is ignored: the activities keep the English order', () => {
    const order = (html: string, prefix: string) =>
      [...html.matchAll(new RegExp(`<a [^>]*href="${prefix}/activite/([\\w-]+)"`, 'g'))].map((m) => m[1]);
    const english = order(page('activite/science.html'), '');
    expect(english.length).toBeGreaterThanOrEqual(18);
    expect(english[0]).not.toBe('work-shops');
    expect(order(page('gu/activite/science.html'), '/gu')).toEqual(english);
  });
});

describe('a word in a Gujarati file that is not text stops the build', () => {
  it('in a locale folder, naming the file and the field', () => {
    const copy = projectCopyWith('src/content/news/gu/golden-jubilee.json', (text) =>
      JSON.stringify({ ...(JSON.parse(text) as object), title: 42 }),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/news/gu/golden-jubilee.json: field "title" must be text');
  }, 120_000);

  it('in the school details, naming the file, the locale and the field', () => {
    const copy = projectCopyWith('src/content/site/site.json', (text) => {
      const site = JSON.parse(text) as { gu: { address: Record<string, unknown> } };
      site.gu.address.city = ['વડોદરા'];
      return JSON.stringify(site, null, 2);
    });
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/site/site.json ("gu"): field "address.city" must be text');
  }, 120_000);
});

describe('a sign-language video on a page staff made', () => {
  it('shows its control under the heading in both languages, with the captions of each', () => {
    for (const [path, name, captions] of [
      ['admissions.html', 'Watch in Indian Sign Language', 'home-welcome.en.vtt'],
      ['gu/admissions.html', 'ભારતીય સાંકેતિક ભાષામાં જુઓ', 'home-welcome.gu.vtt'],
    ] as const) {
      const control = /<details class="isl"[\s\S]*?<\/details>/.exec(page(path))?.[0] ?? '';
      expect(control, path).toContain(name);
      expect(control, path).toContain(captions);
      expect(page(path).indexOf('<h1'), path).toBeLessThan(page(path).indexOf('<details class="isl"'));
    }
  });
});
