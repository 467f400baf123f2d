// Draws real covers with pdf.js into a throwaway project folder: about a
// second, the price of checking that the cache is used and renewed.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  COVER_CACHE_FOLDER,
  COVER_RENDER_WIDTH,
  coverFileName,
  coverPathFromEntry,
  ensurePdfCover,
} from './pdf-covers';

const root = mkdtempSync(join(tmpdir(), 'pdf-covers-'));
mkdirSync(join(root, 'public', 'docs'), { recursive: true });
const usePdf = (sample: string) =>
  copyFileSync(join('public', sample), join(root, 'public', 'docs', 'club.pdf'));

afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Width and height from a PNG's header. */
function pngSize(file: string): { width: number; height: number } {
  const bytes = readFileSync(file);
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('ensurePdfCover', () => {
  it('draws the first page once, reuses it, and draws again for a replaced PDF', async () => {
    usePdf('documents/interact-club.pdf');
    const first = await ensurePdfCover(root, '/docs/club.pdf');
    expect(first).toMatch(new RegExp(`^${COVER_CACHE_FOLDER}/club-[0-9a-f]{12}\\.png$`));
    const { width, height } = pngSize(join(root, first));
    expect(width).toBe(COVER_RENDER_WIDTH);
    // A4 portrait: about 1.41 times as tall as wide.
    expect(height / width).toBeCloseTo(841.89 / 595.28, 1);

    const drawnAt = statSync(join(root, first)).mtimeMs;
    expect(await ensurePdfCover(root, '/docs/club.pdf')).toBe(first);
    expect(statSync(join(root, first)).mtimeMs).toBe(drawnAt);

    usePdf('newsletters/newsletter-2026-autumn.pdf');
    const replaced = await ensurePdfCover(root, '/docs/club.pdf');
    expect(replaced).not.toBe(first);
    expect(pngSize(join(root, replaced)).width).toBe(COVER_RENDER_WIDTH);
  }, 30_000);

  it('names the PDF when it cannot be drawn', async () => {
    mkdirSync(join(root, 'public', 'broken'), { recursive: true });
    copyFileSync('package.json', join(root, 'public', 'broken', 'not.pdf'));
    await expect(ensurePdfCover(root, '/broken/not.pdf')).rejects.toThrow(
      /^public\/broken\/not\.pdf: could not draw its first page as a cover/,
    );
  }, 30_000);
});

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
