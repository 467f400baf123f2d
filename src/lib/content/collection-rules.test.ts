import { describe, expect, it } from 'vitest';
import {
  describeCountProblem,
  describePhotoProblems,
  describePhotosWithoutAlt,
  type PhotoState,
} from './collection-rules';

const file = 'src/content/infrastructure/facilities.json';

describe('describeCountProblem', () => {
  it.each([
    [19, { exactly: 19 }, undefined],
    [18, { exactly: 19 }, `${file}: must hold exactly 19 entries, found 18.`],
    [11, { min: 12 }, `${file}: must hold at least 12 entries, found 11.`],
    [1, { exactly: 1 }, undefined],
    [0, { exactly: 1 }, `${file}: must hold exactly 1 entry, found 0.`],
  ])('%i entries against %o', (count, rule, expected) => {
    expect(describeCountProblem(count, rule, file)).toBe(expected);
  });
});

describe('photos named by an entry', () => {
  // As Astro stores an entry: the paths as written, and the fields its image() read.
  const data = {
    title: 'Science',
    photos: [
      { src: './photos/science-1.jpg', alt: 'A' },
      { src: './photos/science-9.jpg', alt: 'B' },
    ],
    note: './photos/not-an-image-field.jpg',
    image: './photos/cover.jpg',
  };
  const imageFields = [['photos', 0, 'src'], ['photos', 1, 'src'], ['image']];

  const entry = 'src/content/activities/en/science.md';
  const missing = (entryData: unknown, fields: (string | number)[][], exists = (_path: string) => false) =>
    describePhotoProblems(entry, entryData, fields, [], (path) => (exists(path) ? 'ok' : 'missing'));

  it('names every missing photo with the field that names it, and only the image fields', async () => {
    expect(await missing(data, imageFields)).toBe(
      `${entry}: photo not found (field "photos.0.src" names ./photos/science-1.jpg; field "photos.1.src" names ./photos/science-9.jpg; field "image" names ./photos/cover.jpg). Check the file name and that the photo is in that folder.`,
    );
  });

  it.each([
    ['no image fields', data, []],
    ['a field that is not there', data, [['photos', 5, 'src']]],
    ['a field that is not text', { photos: [{ src: { width: 10 } }] }, [['photos', 0, 'src']]],
    ['no data', undefined, [['image']]],
  ])('finds nothing with %s', async (_case, entryData, fields) => {
    expect(await missing(entryData, fields)).toBeUndefined();
  });

  it('names the file and field of a missing photo', async () => {
    expect(await missing(data, imageFields, (path) => path !== './photos/science-9.jpg')).toBe(
      `${entry}: photo not found (field "photos.1.src" names ./photos/science-9.jpg). Check the file name and that the photo is in that folder.`,
    );
    expect(await missing(data, imageFields, () => true)).toBeUndefined();
  });

  it('names a photo cut short, in a field or in the text, and each photo once', async () => {
    const states: Record<string, PhotoState> = {
      './photos/cover.jpg': 'unreadable',
      './photos/in-text.jpg': 'unreadable',
    };
    const text = ['./photos/cover.jpg', './photos/in-text.jpg', './photos/science-1.jpg'];
    expect(await describePhotoProblems(entry, data, imageFields, text, (path) => states[path] ?? 'ok')).toBe(
      `${entry}: photo cannot be read (field "image" names ./photos/cover.jpg; the text names ./photos/in-text.jpg). The file is cut short or damaged: upload the photo again.`,
    );
  });

  it('names missing photos before photos that cannot be read', async () => {
    const states: Record<string, PhotoState> = {
      './photos/cover.jpg': 'unreadable',
      './photos/gone.jpg': 'missing',
    };
    expect(
      await describePhotoProblems(
        entry,
        data,
        imageFields,
        ['./photos/gone.jpg'],
        (path) => states[path] ?? 'ok',
      ),
    ).toBe(
      `${entry}: photo not found (the text names ./photos/gone.jpg). Check the file name and that the photo is in that folder.`,
    );
  });
});

describe('photos in a Markdown text', () => {
  const entry = 'src/content/newsletters/gu/newsletter-2026-spring.md';

  it('need a description', () => {
    expect(
      describePhotosWithoutAlt(entry, 'Text.\n\n![](../photos/kites.jpg)\n\n![ ](../photos/fair.jpg)'),
    ).toBe(
      `${entry}: body: the photo ../photos/kites.jpg, ../photos/fair.jpg in the text has no description. Describe what it shows for people who cannot see it, between the brackets: ![Children fly kites on the terrace](../photos/kites.jpg).`,
    );
  });

  it('pass with one', () => {
    expect(describePhotosWithoutAlt(entry, '![Kites in a blue sky.](../photos/kites.jpg)')).toBeUndefined();
    expect(describePhotosWithoutAlt(entry, 'No photo, and [a link](/about).')).toBeUndefined();
  });
});
