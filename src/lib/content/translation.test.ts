// The fallback at the heart of the bilingual content: which fields are words,
// what a translation file may give, and how its words are laid over English.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { checkTranslation, langOf, langOfAll, translate, translated, translatedPaths } from './translation';

const schema = z.object({
  order: z.number().optional(),
  title: translated(z.string()),
  tagline: translated(z.string()).optional(),
  date: z.string(),
  photos: z.array(z.object({ src: z.string(), alt: translated(z.string()) })),
  address: z.object({ city: translated(z.string()), postalCode: z.string() }).optional(),
});
const paths = translatedPaths(schema);

const english = {
  order: 2,
  title: 'Science',
  tagline: 'How the world works',
  date: '2026-01-01',
  photos: [
    { src: './a.jpg', alt: 'A lab' },
    { src: './b.jpg', alt: 'A microscope' },
  ],
};

describe('translatedPaths', () => {
  it('names the translatable fields, through optional fields, lists and objects, and no fact', () => {
    expect(paths).toEqual(['title', 'tagline', 'photos.*.alt', 'address.city']);
  });

  it('finds nothing in a schema without translatable fields', () => {
    expect(translatedPaths(z.object({ date: z.string(), n: z.number() }))).toEqual([]);
  });
});

describe('checkTranslation and translate', () => {
  it('read only the words of a translation file, never its facts', () => {
    const file = {
      order: 9,
      title: 'વિજ્ઞાન',
      date: '1999-09-09',
      photos: [{ src: './other.jpg', alt: 'પ્રયોગશાળા' }],
    };
    expect(() => checkTranslation(file, paths, 'gu/science.md')).not.toThrow();
    expect(translate(english, file, paths).data).toEqual({
      ...english,
      title: 'વિજ્ઞાન',
      photos: [{ src: './a.jpg', alt: 'પ્રયોગશાળા' }, english.photos[1]],
    });
  });

  it('let an empty word, one of only spaces or a missing file fall back to English', () => {
    expect(() =>
      checkTranslation({ title: '', tagline: null, photos: [{ alt: '  ' }] }, paths, 'x'),
    ).not.toThrow();
    expect(() => checkTranslation(undefined, paths, 'x')).not.toThrow();
    const { data, untranslated } = translate(english, { title: ' ', photos: [{ alt: '  ' }] }, paths);
    expect(data).toEqual(english);
    expect(untranslated).toEqual(['title', 'tagline', 'photos.0.alt', 'photos.1.alt']);
  });

  it.each([
    ['a number', { title: 42 }, 'title'],
    ['a list', { title: ['a'] }, 'title'],
    ['an object in a list item', { photos: [{ alt: 'ok' }, { alt: { text: 'x' } }] }, 'photos.1.alt'],
  ])('stop at a word that is %s, naming the file and the field', (_kind, file, field) => {
    expect(() => checkTranslation(file, paths, 'src/content/x/gu/y.json')).toThrow(
      `src/content/x/gu/y.json: field "${field}" must be text`,
    );
  });
});

describe('translate', () => {
  it('lays every word over English and keeps the facts', () => {
    const translation = {
      title: 'વિજ્ઞાન',
      tagline: 'દુનિયા',
      photos: [{ alt: 'પ્રયોગશાળા' }, { alt: 'માઇક્રોસ્કોપ' }],
    };
    const { data, untranslated } = translate(english, translation, paths);
    expect(data).toEqual({
      ...english,
      title: 'વિજ્ઞાન',
      tagline: 'દુનિયા',
      photos: [
        { src: './a.jpg', alt: 'પ્રયોગશાળા' },
        { src: './b.jpg', alt: 'માઇક્રોસ્કોપ' },
      ],
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps English for each missing or empty word and names exactly those', () => {
    const { data, untranslated } = translate(english, { title: '', photos: [{ alt: 'પ્રયોગશાળા' }] }, paths);
    expect(data.title).toBe('Science');
    expect(data.tagline).toBe('How the world works');
    expect(data.photos.map((photo) => photo.alt)).toEqual(['પ્રયોગશાળા', 'A microscope']);
    expect(untranslated).toEqual(['title', 'tagline', 'photos.1.alt']);
  });

  // Decap's "Fill in from another locale" copies the English words into the Gujarati side: until they are
  // changed, they are English, listed as untranslated and read with English rules.
  it('names a word copied from English unchanged, spaces aside, as untranslated', () => {
    const copied = { title: 'Science ', tagline: 'વિશ્વ કેવી રીતે ચાલે છે', photos: [{ alt: 'A lab' }] };
    const { data, untranslated } = translate(english, copied, paths);
    expect(data.title).toBe('Science');
    expect(data.tagline).toBe('વિશ્વ કેવી રીતે ચાલે છે');
    expect(untranslated).toEqual(['title', 'photos.0.alt', 'photos.1.alt']);
  });

  it('names every word of an entry without a translation', () => {
    expect(translate(english, undefined, paths).untranslated).toEqual([
      'title',
      'tagline',
      'photos.0.alt',
      'photos.1.alt',
    ]);
  });

  it('does not name a field English leaves empty, nor use a word English does not have', () => {
    const { data, untranslated } = translate(
      { ...english, tagline: undefined },
      { title: 'વિજ્ઞાન', tagline: 'દુનિયા', photos: [{ alt: 'ક' }, { alt: 'ખ' }, { alt: 'ગ' }] },
      paths,
    );
    expect(untranslated).toEqual([]);
    expect(data.tagline).toBeUndefined();
    expect(data.photos).toHaveLength(2);
  });

  it('leaves the English entry as it was', () => {
    const before = structuredClone(english);
    translate(english, { title: 'વિજ્ઞાન', photos: [{ alt: 'ક' }] }, paths);
    expect(english).toEqual(before);
  });
});

describe('langOf and langOfAll', () => {
  const data = { untranslated: ['title', 'photos.1.alt'] };

  it('marks a field shown in English, and only that one', () => {
    expect(langOf(data, 'title')).toBe('en');
    expect(langOf(data, 'photos.1.alt')).toBe('en');
    expect(langOf(data, 'tagline')).toBeUndefined();
    expect(langOf(data, 'photos.0.alt')).toBeUndefined();
    expect(langOf({}, 'title')).toBeUndefined();
  });

  it('marks an element of several fields only when all of them are English', () => {
    expect(langOfAll(data, ['title', 'photos.1.alt'])).toBe('en');
    expect(langOfAll(data, ['title', 'tagline'])).toBeUndefined();
    expect(langOfAll(data, [])).toBeUndefined();
  });
});
