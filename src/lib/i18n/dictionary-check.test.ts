import { describe, expect, it } from 'vitest';
import { compareWithEnglish, type DictionaryProblems } from './dictionary-check';

const english = {
  nav: { menu: 'Menu', about: 'About' },
  pdf: { page: 'Page {page} of {count}' },
};
const none: DictionaryProblems = { missing: [], unknown: [], placeholders: [] };

describe('compareWithEnglish', () => {
  it.each<[string, Parameters<typeof compareWithEnglish>[1], DictionaryProblems]>([
    ['English itself', english, none],
    [
      'a complete translation',
      { nav: { menu: 'Menyu', about: 'Vishe' }, pdf: { page: '{count} ma thi {page}' } },
      none,
    ],
    [
      'a word left out',
      { nav: { menu: 'Menyu' }, pdf: { page: '{page}/{count}' } },
      { ...none, missing: ['nav.about'] },
    ],
    [
      'a whole group left out',
      { nav: { menu: 'Menyu', about: 'Vishe' } },
      { ...none, missing: ['pdf.page'] },
    ],
    [
      'a word written as undefined counts as left out',
      { nav: { menu: 'Menyu', about: undefined }, pdf: { page: '{page}/{count}' } },
      { ...none, missing: ['nav.about'] },
    ],
    [
      'a word English does not have',
      { nav: { menu: 'Menyu', about: 'Vishe', abuot: 'x' }, pdf: { page: '{page}/{count}' } },
      { ...none, unknown: ['nav.abuot'] },
    ],
    [
      'a group English does not have',
      { nav: { menu: 'Menyu', about: 'Vishe' }, pdf: { page: '{page}/{count}' }, extra: { a: 'b' } },
      { ...none, unknown: ['extra.a'] },
    ],
    [
      'a renamed placeholder',
      { nav: { menu: 'Menyu', about: 'Vishe' }, pdf: { page: '{page}/{total}' } },
      { ...none, placeholders: ['pdf.page: English has {count, page}, the translation {page, total}'] },
    ],
  ])('%s', (_name, translation, problems) => {
    expect(compareWithEnglish(english, translation)).toEqual(problems);
  });
});
