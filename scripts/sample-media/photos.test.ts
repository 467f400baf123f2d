import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import {
  choosePhotoSize,
  drawPlaceholder,
  generatePhotos,
  imageRefsInData,
  imageRefsInMarkdown,
  isInPhotosFolder,
  labelFromFileName,
} from './photos.ts';

const activity = `---
order: 3
title: "Sports Day"
photos:
  - src: ./photos/sports-day-1.jpg
    alt: Children running a relay # a comment
  - alt: 'Girls'' kho-kho team'
    src: "./photos/sports-day-2.jpg"
  - src: ./photos/sports-day-3.jpg
    alt: >-
      A teacher signing
      the start
  - src: ./photos/sports-day-4.jpg
    details:
      place: ground
    alt: A long
      plain line
---
Text ![Trophies](./photos/trophies.jpg) and more.
`;

describe('image references', () => {
  it('resolves frontmatter and body images relative to the Markdown file, with the alt text in any YAML form', () => {
    const refs = imageRefsInMarkdown(activity, '/site/content/activities/sports-day.md');
    expect(refs.map((ref) => ref.path)).toEqual([
      '/site/content/activities/photos/sports-day-1.jpg',
      '/site/content/activities/photos/sports-day-2.jpg',
      '/site/content/activities/photos/sports-day-3.jpg',
      '/site/content/activities/photos/sports-day-4.jpg',
      '/site/content/activities/photos/trophies.jpg',
    ]);
    expect(refs.map((ref) => ref.alt)).toEqual([
      'Children running a relay',
      "Girls' kho-kho team",
      'A teacher signing the start',
      'A long plain line',
      'Trophies',
    ]);
  });

  it('finds image, src and poster fields at any depth of JSON, with their alt text', () => {
    const data = [
      { id: 'a', image: './photos/gallery-01.jpg', alt: 'Assembly' },
      { id: 'v', poster: './photos/video-x.jpg', posterAlt: 'Stage' },
      { nested: { src: './photos/n.jpg', alt: 'Nested' } },
      { id: 'pdf', file: '/newsletters/x.pdf', image: 'https://example.org/remote.jpg' },
    ];
    const refs = imageRefsInData(data, '/site/content/home/list.json');
    expect(refs.map((ref) => [ref.path, ref.alt])).toEqual([
      ['/site/content/home/photos/gallery-01.jpg', 'Assembly'],
      ['/site/content/home/photos/video-x.jpg', 'Stage'],
      ['/site/content/home/photos/n.jpg', 'Nested'],
    ]);
  });

  it('only lets the generator write inside photos/ folders under the content root', () => {
    expect(isInPhotosFolder('/site/content/gallery/photos/a.jpg', '/site/content')).toBe(true);
    expect(isInPhotosFolder('/site/content/gallery/a.jpg', '/site/content')).toBe(false);
    expect(isInPhotosFolder('/site/public/photos/a.jpg', '/site/content')).toBe(false);
  });
});

describe('labelFromFileName', () => {
  it.each([
    ['sports-day-3.jpg', 'Sports day 3'],
    ['gallery-07.jpg', 'Gallery 7'],
    ['./photos/art-and-craft-1.jpg', 'Art and craft 1'],
    ['hearing_hope.JPG', 'Hearing hope'],
    ['news-2025-010.jpg', 'News 2025 10'],
  ])('%s -> %s', (fileName, label) => {
    expect(labelFromFileName(fileName)).toBe(label);
  });
});

describe('choosePhotoSize', () => {
  const names = Array.from({ length: 300 }, (_, index) => `photo-${index}.jpg`);
  const orientation = (name: string) => {
    const { width, height } = choosePhotoSize(name);
    return width > height ? 'landscape' : width < height ? 'portrait' : 'square';
  };

  it('makes about two thirds landscape, with some portrait and some square', () => {
    const share = (kind: string) => names.filter((name) => orientation(name) === kind).length / names.length;
    expect(share('landscape')).toBeGreaterThan(0.58);
    expect(share('landscape')).toBeLessThan(0.75);
    expect(share('portrait')).toBeGreaterThan(0.15);
    expect(share('square')).toBeGreaterThan(0.03);
  });

  it('gives video posters and the banner 16:9, and carousel slides landscape', () => {
    for (const name of ['video-annual-day.jpg', 'video-b.jpg', 'hearing-hope.jpg']) {
      const { width, height } = choosePhotoSize(`./photos/${name}`);
      expect(width / height).toBeCloseTo(16 / 9, 2);
    }
    for (let index = 1; index <= 40; index++) expect(orientation(`carousel-${index}.jpg`)).toBe('landscape');
  });

  it('depends only on the file name', () => {
    expect(choosePhotoSize('a/photos/gallery-01.jpg')).toEqual(choosePhotoSize('b/photos/gallery-01.jpg'));
  });
});

describe('the placeholder photos', () => {
  const folders: string[] = [];
  afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  it('is a JPEG of the size chosen for its name', async () => {
    const jpeg = await drawPlaceholder('video-annual-day.jpg', 'Children <on> stage & parents');
    const { format, width, height } = await sharp(jpeg).metadata();
    expect({ format, width, height }).toEqual({ format: 'jpeg', ...choosePhotoSize('video-annual-day.jpg') });
  });

  it('draws only the missing photos, and only inside photos/ folders', async () => {
    const root = mkdtempSync(join(tmpdir(), 'photos-test-'));
    folders.push(root);
    mkdirSync(join(root, 'gallery', 'photos'), { recursive: true });
    writeFileSync(join(root, 'gallery', 'photos', 'real.jpg'), 'the school photo');
    const entry = { photos: ['real', 'new'].map((name) => ({ src: `./photos/${name}.jpg`, alt: name })) };
    writeFileSync(join(root, 'gallery', 'list.json'), JSON.stringify({ ...entry, image: './outside.jpg' }));
    await generatePhotos(root);
    expect(readFileSync(join(root, 'gallery', 'photos', 'real.jpg'), 'utf8')).toBe('the school photo');
    expect((await sharp(join(root, 'gallery', 'photos', 'new.jpg')).metadata()).format).toBe('jpeg');
    expect(() => readFileSync(join(root, 'gallery', 'outside.jpg'))).toThrow();
  });
});
