import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { makeSchemas } from './schemas';
import { makeSiteDetailsSchema } from './site-details';
import { makeSiteTwinSchema, makeTwinSchemas } from './twin-schemas';
import {
  describeFolderPairing,
  describeListLengthProblems,
  describeTwinIssues,
  describeTwinPairing,
  isTranslatedId,
  langOfWords,
  mergeTwin,
  translatedId,
  twinPathOf,
} from './twins';

const schemas = makeSchemas({ image: () => z.string(), publicFileExists: () => true });
const twins = makeTwinSchemas(schemas);

/** Each problem zod finds in a twin, as the build words it. */
const problems = (schema: z.ZodType, data: unknown) => {
  const result = schema.safeParse(data);
  return result.success ? [] : describeTwinIssues(result.error.issues);
};

describe('where a twin lives and how it is stored', () => {
  it('sits in a folder named after its language beside the English file, with the same name', () => {
    expect(twinPathOf('src/content/about/values.json', 'gu')).toBe('src/content/about/gu/values.json');
    expect(twinPathOf('src/content/activities/science.md', 'gu')).toBe(
      'src/content/activities/gu/science.md',
    );
  });

  it('is stored under its language and the English id', () => {
    expect(translatedId('science', 'gu')).toBe('gu/science');
    expect(isTranslatedId('gu/science')).toBe(true);
    expect(isTranslatedId('science')).toBe(false);
    expect(isTranslatedId('guide')).toBe(false);
  });
});

describe('the twin schemas, picked from the English ones', () => {
  it('accept the words of each kind', () => {
    expect(problems(twins.activity, { title: 'વિજ્ઞાન', tagline: 'જુઓ', photos: [{ alt: 'એક' }] })).toEqual([]);
    expect(problems(twins.card, { id: 'support', title: 'ટેકો', description: 'ડ', linkText: 'વધુ' })).toEqual(
      [],
    );
    expect(problems(twins.textBlock, { title: 'અમારી દૃષ્ટિ' })).toEqual([]);
  });

  it('keep the English rules and messages of each word', () => {
    expect(problems(twins.listItem, { id: 'care', description: '  ' })).toEqual([
      'field "description": description must not be empty',
    ]);
    expect(problems(twins.facility, { id: 'Hostel', title: 'છાત્રાલય', description: 'ડ' })[0]).toMatch(
      /^field "id": id must be lower-case/,
    );
    expect(problems(twins.video, { id: 'v', title: 'ત', summary: 'સ' })).toEqual([
      'field "posterAlt": posterAlt is required',
    ]);
  });

  it('refuse a fact that is not a word: the English entry holds it', () => {
    expect(problems(twins.galleryPhoto, { id: 'g', title: 'ત', alt: 'અ', image: './photos/g.jpg' })).toEqual([
      '"image" must not be in the twin: it is not a word to translate, and the English entry\'s is used',
    ]);
    expect(
      problems(twins.activity, { title: 'ત', tagline: 'ટ', photos: [{ alt: 'અ', src: 'x.jpg' }] })[0],
    ).toMatch(/^"photos\.0\.src" must not be in the twin/);
    expect(problems(twins.activity, { title: 'ત', tagline: 'ટ', photos: [], order: 2 })[0]).toMatch(
      /^"order" must not be in the twin/,
    );
  });

  it('take the school details’ words only: no e-mail, phone, postal code or map', () => {
    const site = makeSiteTwinSchema(makeSiteDetailsSchema(() => z.string()));
    const words = {
      name: 'ન',
      shortName: 'ન',
      trust: 'ટ',
      tagline: 'ટ',
      description: 'વ',
      address: { street: 'સ', locality: 'લ', city: 'વડોદરા', region: 'ગુજરાત', country: 'ભારત' },
      videoChannel: { name: 'ચેનલ' },
      shareImage: { alt: 'અ' },
    };
    expect(problems(site, words)).toEqual([]);
    expect(problems(site, { ...words, email: 'a@b.in' })[0]).toMatch(/^"email" must not be in the twin/);
    expect(problems(site, { ...words, address: { ...words.address, postalCode: '390001' } })[0]).toMatch(
      /^"address\.postalCode" must not be in the twin/,
    );
  });
});

describe('mergeTwin', () => {
  it('lays the words over the English entry, keeping its facts', () => {
    const english = {
      order: 3,
      title: 'Science',
      photos: [
        { src: './photos/s-1.jpg', alt: 'One' },
        { src: './photos/s-2.jpg', alt: 'Two' },
      ],
    };
    const twin = { title: 'વિજ્ઞાન', photos: [{ alt: 'એક' }, { alt: 'બે' }] };
    expect(mergeTwin(english, twin)).toEqual({
      order: 3,
      title: 'વિજ્ઞાન',
      photos: [
        { src: './photos/s-1.jpg', alt: 'એક' },
        { src: './photos/s-2.jpg', alt: 'બે' },
      ],
    });
  });

  it('merges nested objects field by field', () => {
    expect(
      mergeTwin({ address: { city: 'Vadodara', postalCode: '390001' } }, { address: { city: 'વડોદરા' } }),
    ).toEqual({
      address: { city: 'વડોદરા', postalCode: '390001' },
    });
  });
});

describe('describeListLengthProblems', () => {
  it('names a list whose length differs from English', () => {
    expect(describeListLengthProblems({ photos: [1, 2, 3, 4] }, { photos: [1, 2, 3] })).toEqual([
      'field "photos" has 3 items but the English entry has 4: give one for each, in the same order',
    ]);
    expect(describeListLengthProblems({ photos: [1, 2] }, { photos: [1, 2] })).toEqual([]);
  });
});

describe('describeTwinPairing', () => {
  const files = { englishFile: 'about/values.json', twinFile: 'about/gu/values.json' };
  const english = [
    { id: 'respect', englishOnly: false },
    { id: 'care', englishOnly: false },
    { id: 'motto', englishOnly: true },
  ];

  it('accepts a twin with every translatable entry, in order', () => {
    expect(describeTwinPairing({ ...files, english, twin: ['respect', 'care'] })).toEqual([]);
  });

  it('names a missing entry, an unknown one and one for an English-only entry', () => {
    expect(describeTwinPairing({ ...files, english, twin: ['respect', 'kindness', 'motto'] })).toEqual([
      'about/gu/values.json: no entry with id "care" (about/values.json has one): translate it, or mark the English entry englishOnly: true',
      'about/gu/values.json: the entry with id "kindness" has no English entry in about/values.json: check the id, or remove it',
      'about/gu/values.json: the entry with id "motto" is marked englishOnly in about/values.json, so it has no twin: remove it here, or remove englishOnly there',
    ]);
  });

  it('asks for the English order', () => {
    expect(describeTwinPairing({ ...files, english, twin: ['care', 'respect'] })).toEqual([
      'about/gu/values.json: the entries must be in the same order as in about/values.json (respect, care)',
    ]);
  });
});

describe('describeFolderPairing', () => {
  const english = [
    { file: 'activities/science.md', englishOnly: false },
    { file: 'activities/lunch-time.md', englishOnly: true },
  ];

  it('names a missing twin, a twin without English and a twin of an English-only entry', () => {
    expect(
      describeFolderPairing(english, ['activities/gu/scince.md', 'activities/gu/lunch-time.md'], 'gu'),
    ).toEqual([
      'activities/gu/science.md: missing, the translated twin of activities/science.md. Translate it, or mark the English entry englishOnly: true.',
      'activities/gu/scince.md: has no English entry beside its folder. Check the file name, or remove it.',
      'activities/gu/lunch-time.md: activities/lunch-time.md is marked englishOnly, so it has no twin. Remove one of the two.',
    ]);
    expect(describeFolderPairing(english, ['activities/gu/science.md'], 'gu')).toEqual([]);
  });
});

describe('langOfWords', () => {
  it('marks an English-only entry English on a page in another language, and nothing else', () => {
    expect(langOfWords({ englishOnly: true }, 'gu')).toBe('en');
    expect(langOfWords({ englishOnly: true }, 'en')).toBeUndefined();
    expect(langOfWords({}, 'gu')).toBeUndefined();
    // Astro.currentLocale is undefined where i18n routing is off: the default language.
    expect(langOfWords({ englishOnly: true }, undefined)).toBeUndefined();
  });
});
