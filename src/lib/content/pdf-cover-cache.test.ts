import { describe, expect, it } from 'vitest';
import { COVER_CACHE_FOLDER, coverFileName, coverPathFromEntry } from './pdf-cover-cache';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('coverFileName', () => {
  const name = coverFileName('/newsletters/newsletter-2026-autumn.pdf', bytes('%PDF one'));

  it('names the PDF and a 12-digit hash', () => {
    expect(name).toMatch(/^newsletter-2026-autumn-[0-9a-f]{12}\.png$/);
  });

  it.each([
    ['the same PDF again', '/newsletters/newsletter-2026-autumn.pdf', '%PDF one', 600, true],
    [
      'the same file at another address keeps the hash',
      '/documents/newsletter-2026-autumn.pdf',
      '%PDF one',
      600,
      true,
    ],
    ['a replaced PDF', '/newsletters/newsletter-2026-autumn.pdf', '%PDF two', 600, false],
    ['another width', '/newsletters/newsletter-2026-autumn.pdf', '%PDF one', 300, false],
  ])('%s: same name is %s', (_case, path, content, width, same) => {
    expect(coverFileName(path, bytes(content), width) === name).toBe(same);
  });

  it.each([
    ['/documents/Interact Club (2026).PDF.pdf', /^interact-club-2026-pdf-[0-9a-f]{12}\.png$/],
    ['/documents/___.pdf', /^document-[0-9a-f]{12}\.png$/],
  ])('%s gives a safe name', (path, expected) => {
    expect(coverFileName(path, bytes('x'))).toMatch(expected);
  });
});

describe('coverPathFromEntry', () => {
  it.each([
    [
      'src/content/newsletters/en/newsletter-2026-autumn.json',
      `${COVER_CACHE_FOLDER}/a-1.png`,
      '../../../../node_modules/.cache/pdf-covers/a-1.png',
    ],
    ['src/content/documents/en/club.json', 'src/content/documents/covers/b.png', '../covers/b.png'],
    ['src\\content\\documents\\en\\club.json', 'src\\content\\documents\\en\\b.png', './b.png'],
  ])('from %s to %s: %s', (entryFile, coverFile, expected) => {
    expect(coverPathFromEntry(entryFile, coverFile)).toBe(expected);
  });
});
