// A page staff made with a wrong address or a photo without a description
// stops the build with a message naming its file and field, through Astro's
// real content layer (`astro sync`) on a copy of the project.
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectCopy, projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

afterAll(removeProjectCopies, 60_000);

describe('a broken page stops the build', () => {
  it('names the file and field of an address the site already has', () => {
    const copy = projectCopy();
    const page = readFileSync(join(copy, 'src/content/pages/en/admissions.md'), 'utf8');
    writeFileSync(
      join(copy, 'src/content/pages/en/contact.md'),
      page.replace('address: admissions', 'address: contact'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/pages\/en\/contact/);
    expect(output).toMatch(/address: address must be .* not an address the site already has/);
  }, 120_000);

  it('names the file of an address changed after publishing', () => {
    const copy = projectCopyWith('src/content/pages/en/admissions.md', (text) =>
      text.replace('address: admissions', 'address: join-us'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/pages/en/admissions.md: address: is "join-us" but this page is published at /admissions',
    );
  }, 120_000);

  it('names the file of a photo without a description, in a Gujarati text too', () => {
    const copy = projectCopyWith(
      'src/content/pages/gu/admissions.md',
      (text) => `${text}\n![](../../infrastructure/photos/hostel-building.jpg)\n`,
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(
      /src\/content\/pages\/gu\/admissions\.md: body: the photo \S+ in the text has no description/,
    );
  }, 120_000);
});
