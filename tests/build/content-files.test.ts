// Every file the content points at is a real, readable file: each PDF opens
// as a PDF with at least one page of text, each photo decodes as an image.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

function filesUnder(folder: string, extension: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.toLowerCase().endsWith(extension))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const pdfs = filesUnder('public', '.pdf');
// The school's own pictures (logo, share picture) are not photos: checked below. A sign-language
// video's poster is a still from its video, as large as the video (docs/content-editing.md).
const photos = filesUnder('src/content', '.jpg').filter(
  (file) => !file.startsWith(join('src', 'content', 'site')) && !/sign-video-[^/\\]*$/.test(file),
);

describe('PDFs', () => {
  it('there are the 6 newsletters and the club document', () => {
    expect(pdfs.filter((file) => file.includes('newsletters'))).toHaveLength(6);
    expect(pdfs.some((file) => file.includes('documents'))).toBe(true);
  });

  it.each(pdfs)('%s opens and has text', async (file) => {
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const data = new Uint8Array(readFileSync(file));
    const task = getDocument({ data, useSystemFonts: true });
    const pdf = await task.promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(1);
    const page = await pdf.getPage(1);
    const content = await page.getTextContent();
    const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    expect(text.trim().length).toBeGreaterThan(100);
    await task.destroy();
  });
});

describe('photos', () => {
  it('there are photos to check', () => {
    expect(photos.length).toBeGreaterThan(150);
  });

  it.each(photos)('%s decodes as a camera-sized image', async (file) => {
    // A tiny resize forces a full decode without the cost of keeping pixels.
    const { width, height } = await sharp(file).metadata();
    expect(Math.max(width ?? 0, height ?? 0)).toBeGreaterThanOrEqual(2000);
    await sharp(file).resize(8).raw().toBuffer();
  });
});

describe("the school's own pictures", () => {
  it('the logo is square and at least 512 px, as search engines want', async () => {
    const { width, height } = await sharp('src/content/site/logo.png').metadata();
    expect(width).toBe(height);
    expect(width).toBeGreaterThanOrEqual(512);
  });

  it('the share picture has the 1200x630 shape sharing apps show', async () => {
    const { width, height } = await sharp('src/content/site/share-card.jpg').metadata();
    expect([width, height]).toEqual([1200, 630]);
  });
});
