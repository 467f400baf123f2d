// A mistake in the content must stop the build with a message that names the
// file and the field. This runs Astro's real content layer (`astro sync`) on a
// copy of the project with one entry broken, so it tests what staff will see.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const project = resolve('.');
const copies: string[] = [];

/** A throwaway copy of the project with `edit` applied to one content file. */
function brokenCopy(file: string, edit: (text: string) => string): string {
  const copy = mkdtempSync(join(tmpdir(), 'content-errors-'));
  copies.push(copy);
  for (const entry of [
    'src',
    'public',
    'scripts',
    '.env.outbox',
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
  ]) {
    cpSync(join(project, entry), join(copy, entry), { recursive: true });
  }
  symlinkSync(join(project, 'node_modules'), join(copy, 'node_modules'), 'dir');
  const target = join(copy, file);
  writeFileSync(target, edit(readFileSync(target, 'utf8')));
  return copy;
}

/** Runs an Astro command (here `sync`, which loads and validates all content) in the copy. */
function astro(cwd: string, ...args: string[]): { status: number | null; output: string } {
  const result = spawnSync(process.execPath, [join(project, 'node_modules/astro/bin/astro.mjs'), ...args], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
  });
  return { status: result.status, output: `${result.stdout}\n${result.stderr}` };
}

afterAll(() => {
  for (const copy of copies) rmSync(copy, { recursive: true, force: true });
});

describe('a broken content entry stops the build', () => {
  it('names the collection, the entry and the field of an empty alt text', () => {
    const copy = brokenCopy('src/content/news/news.json', (text) => {
      const entries = JSON.parse(text) as { id: string; alt: string }[];
      const first = entries[0];
      if (first) first.alt = '';
      return JSON.stringify(entries, null, 2);
    });
    const { status, output } = astro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/news/);
    expect(output).toMatch(/alt: alt must not be empty/);
  }, 60_000);

  it('names the file when a count the spec fixes is wrong', () => {
    const copy = brokenCopy('src/content/about/values.json', (text) =>
      JSON.stringify((JSON.parse(text) as unknown[]).slice(0, 6), null, 2),
    );
    const { status, output } = astro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/about/values.json: must hold exactly 7 entries, found 6.');
  }, 60_000);

  it('names the file and field of a photo that does not exist', () => {
    const copy = brokenCopy('src/content/activities/science.md', (text) =>
      text.replace('./photos/science-1.jpg', './photos/science-missing.jpg'),
    );
    const { status, output } = astro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain(
      'src/content/activities/science.md: photo not found (field "photos.0.src" names ./photos/science-missing.jpg)',
    );
  }, 60_000);

  it('names the file and field of a mistake in the school details', () => {
    const copy = brokenCopy('src/content/site/site.json', (text) =>
      text.replace('"office@navjyot-school.example"', '"office at navjyot-school"'),
    );
    const { status, output } = astro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toContain('src/content/site/site.json');
    expect(output).toContain('email: email must be an e-mail address');
  }, 60_000);
});
