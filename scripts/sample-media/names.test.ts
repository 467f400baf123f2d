import { describe, expect, it } from 'vitest';
import { choosePhotoSize, chooseHue, hashString, labelFromFileName } from './names.ts';

describe('labelFromFileName', () => {
  it.each([
    ['sports-day-3.jpg', 'Sports Day 3'],
    ['gallery-07.jpg', 'Gallery 7'],
    ['./photos/art-and-craft-1.jpg', 'Art and Craft 1'],
    ['video-a-day-in-the-hostel.jpg', 'Video a Day in the Hostel'],
    ['hearing_hope.JPG', 'Hearing Hope'],
    ['news-2025-010.jpeg', 'News 2025 10'],
  ])('%s -> %s', (fileName, label) => {
    expect(labelFromFileName(fileName)).toBe(label);
  });
});

describe('choosePhotoSize', () => {
  const names = Array.from({ length: 300 }, (_, index) => `photo-${index}.jpg`);

  it('keeps the longest side between 2000 and 3000 px', () => {
    for (const name of names) {
      const { width, height } = choosePhotoSize(name);
      expect(Math.max(width, height)).toBeGreaterThanOrEqual(2000);
      expect(Math.max(width, height)).toBeLessThanOrEqual(3000);
    }
  });

  it('matches the orientation it reports', () => {
    for (const name of names) {
      const { width, height, orientation } = choosePhotoSize(name);
      const actual = width > height ? 'landscape' : width < height ? 'portrait' : 'square';
      expect(orientation).toBe(actual);
    }
  });

  it('makes about two thirds landscape, with some portrait and some square', () => {
    const count = (orientation: string) =>
      names.filter((name) => choosePhotoSize(name).orientation === orientation).length / names.length;
    expect(count('landscape')).toBeGreaterThan(0.58);
    expect(count('landscape')).toBeLessThan(0.75);
    expect(count('portrait')).toBeGreaterThan(0.15);
    expect(count('square')).toBeGreaterThan(0.03);
  });

  it('gives video posters and the banner 16:9, and carousel slides landscape', () => {
    for (const name of ['video-annual-day.jpg', 'video-b.jpg', 'hearing-hope.jpg']) {
      const { width, height } = choosePhotoSize(`./photos/${name}`);
      expect(width / height).toBeCloseTo(16 / 9, 2);
    }
    for (let index = 1; index <= 40; index++) {
      expect(choosePhotoSize(`carousel-${index}.jpg`).orientation).toBe('landscape');
    }
  });

  it('is deterministic and depends only on the file name', () => {
    expect(choosePhotoSize('a/photos/gallery-01.jpg')).toEqual(choosePhotoSize('b/photos/gallery-01.jpg'));
    expect(chooseHue('gallery-01.jpg')).toBe(chooseHue('x/gallery-01.jpg'));
    expect(hashString('gallery-01.jpg')).toBe(hashString('gallery-01.jpg'));
  });
});
