// A translated twin that does not pair with its English entry must stop the
// build with a message naming the twin's file (and entry and field), and an
// English entry marked englishOnly needs no twin and shows in English, marked
// lang="en", on the Gujarati page. Astro's real content layer on a copy of
// the project with one file changed; a few seconds to half a minute each.
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { editInCopy, projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

afterAll(removeProjectCopies);

type Entry = Record<string, unknown>;
const editList = (edit: (entries: Entry[]) => Entry[]) => (text: string) =>
  `${JSON.stringify(edit(JSON.parse(text) as Entry[]), null, 2)}\n`;

describe('a twin that does not pair with English stops the build, naming the file', () => {
  it('a missing twin file', () => {
    const copy = projectCopyWith('src/content/about/gu/values.json', (text) => text);
    rmSync(join(copy, 'src/content/about/gu/values.json'));
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/about/gu/values.json: missing.');
  }, 120_000);

  it('a missing Markdown twin', () => {
    const copy = projectCopyWith('src/content/activities/gu/science.md', (text) => text);
    rmSync(join(copy, 'src/content/activities/gu/science.md'));
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/activities/gu/science.md: missing, the translated twin of src/content/activities/science.md.',
    );
  }, 120_000);

  it('a twin entry with no English entry, and ids that differ', () => {
    const copy = projectCopyWith(
      'src/content/about/gu/values.json',
      editList((entries) =>
        entries.map((entry, index) => (index === 0 ? { ...entry, id: 'respekt' } : entry)),
      ),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/about/gu/values.json: no entry with id "respect"');
    expect(output).toContain(
      'src/content/about/gu/values.json: the entry with id "respekt" has no English entry',
    );
  }, 120_000);

  it('a twin with an empty word, naming the entry and the field', () => {
    const copy = projectCopyWith(
      'src/content/home/gu/cards.json',
      editList((entries) =>
        entries.map((entry, index) => (index === 1 ? { ...entry, linkText: ' ' } : entry)),
      ),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /src\/content\/home\/gu\/cards\.json: entry "[a-z-]+": field "linkText": linkText must not be empty/,
    );
  }, 120_000);

  it('a twin that copies a language-neutral fact', () => {
    const copy = projectCopyWith(
      'src/content/news/gu/news.json',
      editList((entries) =>
        entries.map((entry, index) => (index === 0 ? { ...entry, date: '2026-01-01' } : entry)),
      ),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /src\/content\/news\/gu\/news\.json: entry "[a-z0-9-]+": "date" must not be in the twin/,
    );
  }, 120_000);

  it('a Markdown twin with one photo alt text fewer than English', () => {
    const copy = projectCopyWith('src/content/activities/gu/science.md', (text) =>
      text.replace(/\n {2}- alt: [^\n]*(?=\n---)/, ''),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/activities/gu/science.md: field "photos" has 3 items but the English entry has 4',
    );
  }, 120_000);

  it('a Markdown twin whose title is missing', () => {
    const copy = projectCopyWith('src/content/about/gu/vision.md', (text) =>
      text.replace(/^title: .*\n/m, ''),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/about/gu/vision.md: field "title": title is required');
  }, 120_000);
});

describe('an English entry marked englishOnly', () => {
  it('needs no twin, and the Gujarati page shows it in English with lang="en"', () => {
    const copy = projectCopyWith('src/content/activities/science.md', (text) =>
      text.replace(/^order: 3$/m, 'order: 3\nenglishOnly: true'),
    );
    rmSync(join(copy, 'src/content/activities/gu/science.md'));
    // The newest newsletter too: the footer and the archive list it.
    const newest = 'newsletter-2026-autumn';
    const markNewest = (text: string) =>
      text.replace(`"id": "${newest}",`, `"id": "${newest}",\n    "englishOnly": true,`);
    editInCopy(copy, 'src/content/newsletters/newsletters.json', markNewest);
    editInCopy(copy, 'src/content/newsletters/gu/newsletters.json', (text) => {
      const twins = (JSON.parse(text) as { id: string }[]).filter(({ id }) => id !== newest);
      return JSON.stringify(twins, null, 2);
    });
    // And the Interact Club's document, whose page title is the site's own words.
    editInCopy(copy, 'src/content/documents/documents.json', (text) =>
      text.replace('"id": "interact-club",', '"id": "interact-club",\n    "englishOnly": true,'),
    );
    editInCopy(copy, 'src/content/documents/gu/documents.json', () => '[]\n');
    const { status, output } = runAstro(copy, 'build', '--mode', 'outbox');
    expect(status, output.slice(-3000)).toBe(0);
    const page = readFileSync(join(copy, 'dist/gu/activite/science.html'), 'utf8');
    expect(page).toMatch(/<html lang="gu"/);
    expect(page).toMatch(/<div class="page-intro" lang="en"[^>]*>[\s\S]*?<h1[^>]*>Science<\/h1>/);
    expect(page).toMatch(/<div class="prose" lang="en"/);
    // Its links in the Activities menu and in the footer say so too, and only its.
    const scienceLinks = page.match(/<a [^>]*href="\/gu\/activite\/science"[^>]*>/g) ?? [];
    expect(scienceLinks.length).toBeGreaterThanOrEqual(2);
    for (const link of scienceLinks) expect(link).toContain('lang="en"');
    expect(page).not.toMatch(/<a [^>]*href="\/gu\/activite\/drawing-activity"[^>]*lang="en"/);
    expect(page).toMatch(/<span lang="en"[^>]*>Autumn 2026[^<]*<\/span>/);
    const archive = readFileSync(join(copy, 'dist/gu/newsletters.html'), 'utf8');
    expect(archive).toMatch(/<h2 id="issue-newsletter-2026-autumn"[^>]*lang="en"[^>]*>\s*Autumn 2026/);
    const club = readFileSync(join(copy, 'dist/gu/intrect-club.html'), 'utf8');
    expect(club).toMatch(
      /<div class="page-intro"(?! lang)[^>]*>[\s\S]*?<p class="page-intro__lead" lang="en"[^>]*>Our youth/,
    );
    expect(club).toMatch(/<h2 id="pdf-[\w-]+" lang="en"[^>]*>Interact Club of Navjyot School<\/h2>/);
    expect(club).toMatch(/<p class="prose" lang="en"[^>]*>Our youth/);
  }, 240_000);
});
