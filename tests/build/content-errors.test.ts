// A mistake in the content must stop the build with a message that names the
// file and the field. This runs Astro's real content layer (`astro sync`) on a
// copy of the project with one entry broken, so it tests what staff will see.
// Each case takes a few seconds (up to 25 s on a busy machine).
import { afterAll, describe, expect, it } from 'vitest';
import { editInCopy, projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

// Deleting the copies takes more than the default 10 s on a busy machine.
afterAll(removeProjectCopies, 60_000);

describe('a broken content entry stops the build', () => {
  it('names the collection, the entry and the field of an empty alt text', () => {
    const copy = projectCopyWith('src/content/news/news.json', (text) => {
      const entries = JSON.parse(text) as { id: string; alt: string }[];
      const first = entries[0];
      if (first) first.alt = '';
      return JSON.stringify(entries, null, 2);
    });
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/news/);
    expect(output).toMatch(/alt: alt must not be empty/);
  }, 120_000);

  it('names the file when a list the site shows is emptied', () => {
    const copy = projectCopyWith('src/content/about/values.json', () => '[]');
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/about/values.json: must hold at least 1 entry, found 0.');
  }, 120_000);

  it('accepts more entries than the sample content has: the site grows with the school', () => {
    const copy = projectCopyWith('src/content/about/values.json', (text) => {
      const values = JSON.parse(text) as { id: string; description: string }[];
      return JSON.stringify([
        ...values,
        { id: 'value-eight', description: 'An eighth value the school added.' },
      ]);
    });
    editInCopy(copy, 'src/content/about/gu/values.json', (text) =>
      JSON.stringify([
        ...(JSON.parse(text) as unknown[]),
        { id: 'value-eight', description: 'શાળાએ ઉમેરેલું આઠમું મૂલ્ય.' },
      ]),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(output).not.toMatch(/must hold/);
    expect(status).toBe(0);
  }, 120_000);

  it('names the file and field of a photo that does not exist', () => {
    const copy = projectCopyWith('src/content/activities/science.md', (text) =>
      text.replace('./photos/science-1.jpg', './photos/science-missing.jpg'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/activities/science.md: photo not found (field "photos.0.src" names ./photos/science-missing.jpg)',
    );
  }, 120_000);

  it('names the file and field of a missing photo in a JSON list', () => {
    const copy = projectCopyWith('src/content/gallery/gallery.json', (text) =>
      text.replace('./photos/gallery-03.jpg', './photos/gallery-missing.jpg'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/gallery/gallery.json: photo not found (field "image" names ./photos/gallery-missing.jpg)',
    );
  }, 120_000);

  it('names the file and field of a missing photo written without "./"', () => {
    const copy = projectCopyWith('src/content/activities/science.md', (text) =>
      text.replace('./photos/science-2.jpg', 'photos/science-missing.jpg'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/activities/science.md: photo not found (field "photos.1.src" names photos/science-missing.jpg)',
    );
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
      const site = JSON.parse(text) as { videoChannel: { url: string } };
      site.videoChannel.url = "javascript:alert('video')";
      return JSON.stringify(site, null, 2);
    });
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/site/site.json');
    expect(output).toContain(
      'videoChannel.url: videoChannel.url must be a web address starting with https://',
    );
  }, 120_000);
});
