// A mistake in the content must stop the build with a message that names the
// file and the field. This runs Astro's real content layer (`astro sync`) on a
// copy of the project with one entry broken, so it tests what staff will see.
// Each case takes a few seconds (up to 25 s on a busy machine).
import { afterAll, describe, expect, it } from 'vitest';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectCopy, projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

// Deleting the copies takes more than the default 10 s on a busy machine.
afterAll(removeProjectCopies, 60_000);

describe('a broken content entry stops the build', () => {
  it('names the file and the field of an empty alt text', () => {
    const copy = projectCopyWith('src/content/news/en/golden-jubilee.json', (text) =>
      JSON.stringify({ ...(JSON.parse(text) as object), alt: '' }, null, 2),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/news\/en\/golden-jubilee/);
    expect(output).toMatch(/alt: alt must not be empty/);
  }, 120_000);

  it('names the folder when a list the site shows is emptied', () => {
    const copy = projectCopy();
    rmSync(join(copy, 'src/content/about/values/en'), { recursive: true });
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/about/values/en/*.json: must hold at least 1 entry, found 0.');
  }, 120_000);

  it('accepts more entries than the sample content has: the site grows with the school', () => {
    const copy = projectCopy();
    writeFileSync(
      join(copy, 'src/content/about/values/en/value-eight.json'),
      JSON.stringify({ description: 'An eighth value the school added.' }),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(output).not.toMatch(/must hold/);
    expect(status).toBe(0);
  }, 120_000);

  it('names the file and field of a photo that does not exist', () => {
    const copy = projectCopyWith('src/content/activities/en/science.md', (text) =>
      text.replace('../photos/science-1.jpg', '../photos/science-missing.jpg'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/activities/en/science.md: photo not found (field "photos.0.src" names ../photos/science-missing.jpg)',
    );
  }, 120_000);

  it('names the file and field of a missing photo in a JSON entry', () => {
    const copy = projectCopyWith('src/content/gallery/en/gallery-03.json', (text) =>
      text.replace('../photos/gallery-03.jpg', '../photos/gallery-missing.jpg'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/gallery/en/gallery-03.json: photo not found (field "image" names ../photos/gallery-missing.jpg)',
    );
  }, 120_000);

  // An upload cut short by a dropped connection still has a valid header: before, Astro built it into a
  // photo whose lower part was grey, and nothing said so.
  it('names the file and field of a photo cut short, in a field and in a Markdown text', () => {
    const cutShort = (copy: string, photo: string) => {
      const path = join(copy, 'src/content', photo);
      writeFileSync(path, readFileSync(path).subarray(0, 60_000));
    };
    const copy = projectCopy();
    cutShort(copy, 'gallery/photos/gallery-03.jpg');
    const inField = runAstro(copy, 'sync');
    expect(inField.status).not.toBe(0);
    expect(inField.output).toContain(
      'src/content/gallery/en/gallery-03.json: photo cannot be read (field "image" names ../photos/gallery-03.jpg)',
    );
    const inText = projectCopy();
    cutShort(inText, 'newsletters/photos/solar-panels-on-the-hostel.jpg');
    const { status, output } = runAstro(inText, 'sync');
    expect(status).not.toBe(0);
    // Both languages' texts show it: either may be named.
    expect(output).toMatch(
      /src\/content\/newsletters\/(en|gu)\/newsletter-2024-spring\.md: photo cannot be read \(the text names \.\.\/photos\/solar-panels-on-the-hostel\.jpg\)\. The file is cut short or damaged: upload the photo again\./,
    );
  }, 240_000);

  // An iPhone saves HEIC unless told otherwise; before, the build stopped with Astro's LocalImageUsedWrongly,
  // naming neither the entry nor the field nor what to do.
  it('names the file and field of a photo in a format the site cannot use', () => {
    const copy = projectCopyWith('src/content/gallery/en/gallery-03.json', (text) =>
      text.replace('gallery-03.jpg', 'gallery-03.heic'),
    );
    const photos = join(copy, 'src/content/gallery/photos');
    renameSync(join(photos, 'gallery-03.jpg'), join(photos, 'gallery-03.heic'));
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/gallery/en/gallery-03.json: photo in a format the site cannot use (field "image" names ../photos/gallery-03.heic). Use a JPEG or PNG photo',
    );
  }, 120_000);

  it('names the file of a locale folder that is not one of the site’s locales', () => {
    const copy = projectCopy();
    mkdirSync(join(copy, 'src/content/activities/hi'));
    cpSync(
      join(copy, 'src/content/activities/gu/science.md'),
      join(copy, 'src/content/activities/hi/science.md'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/activities/hi/science.md: "hi" is not one of the site\'s locales');
  }, 120_000);

  it('names the file and field of a mistake in the school details', () => {
    const copy = projectCopyWith('src/content/site/site.json', (text) =>
      text.replace('"office@navjyot-school.example"', '"office at navjyot-school"'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/site/site.json');
    expect(output).toContain('email: email must be an e-mail address');
  }, 120_000);

  it('names the file and field of a link that would run a script', () => {
    const copy = projectCopyWith('src/content/site/site.json', (text) => {
      const site = JSON.parse(text) as { en: { videoChannel: { url: string } } };
      site.en.videoChannel.url = "javascript:alert('video')";
      return JSON.stringify(site, null, 2);
    });
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/site/site.json');
    expect(output).toContain(
      'videoChannel.url: videoChannel.url must be a web address starting with https://',
    );
  }, 120_000);

  // Astro's file() loader only logs a file it cannot read; the school's details must stop the build instead.
  it('names the school details file when it is not valid JSON or lacks English', () => {
    const broken = projectCopyWith('src/content/site/site.json', (text) => text.replace('"en": {', '"en" {'));
    const unreadable = runAstro(broken, 'sync');
    expect(unreadable.status).not.toBe(0);
    expect(unreadable.output).toMatch(
      /src\/content\/site\/site\.json: is not valid JSON \(.+\)\. Check for a missing comma or quote\./,
    );
    const noEnglish = projectCopyWith('src/content/site/site.json', (text) =>
      JSON.stringify({ gu: (JSON.parse(text) as { gu: unknown }).gu }),
    );
    const missing = runAstro(noEnglish, 'sync');
    expect(missing.status).not.toBe(0);
    expect(missing.output).toContain('src/content/site/site.json: must hold the English entry under "en"');
  }, 240_000);
});

describe('a mistake in the website words stops the build', () => {
  it('names the file, the language and the message of a changed placeholder', () => {
    const copy = projectCopyWith('src/content/messages/menus.json', (text) => {
      const file = JSON.parse(text) as { gu: { layout: Record<string, string> } };
      file.gu.layout['pageTitle'] = '{page} | {schol}';
      return JSON.stringify(file, null, 2);
    });
    const { status, output } = runAstro(copy, 'build', '--mode', 'outbox');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/messages/menus.json: gu layout.pageTitle has the placeholders {page}, {schol}, English has {page}, {school}',
    );
  }, 240_000);
});
