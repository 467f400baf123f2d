import { describe, expect, it } from 'vitest';
import { collectDictionaries, dictionaryFor } from './dictionary-files';

const language = (code: string) => ({ code, openGraphLocale: `${code}_IN`, intlLocale: `${code}-IN` });
const modules = {
  './dictionaries/en.ts': { default: { language: language('en'), words: { nav: { menu: 'Menu' } } } },
  './dictionaries/gu.ts': { default: { language: language('gu'), words: { nav: { menu: 'મેનૂ' } } } },
};

describe('collectDictionaries', () => {
  it('names each dictionary after its file', () => {
    expect([...collectDictionaries(modules).keys()]).toEqual(['en', 'gu']);
  });

  it('refuses a file whose name and language disagree', () => {
    const wrong = { './dictionaries/hi.ts': { default: { language: language('gu'), words: {} } } };
    expect(() => collectDictionaries(wrong)).toThrow(
      './dictionaries/hi.ts: language.code is "gu", the file name says "hi"',
    );
  });
});

describe('dictionaryFor', () => {
  const dictionaries = collectDictionaries(modules);

  it.each([
    [undefined, 'en'],
    ['en', 'en'],
    ['gu', 'gu'],
  ])('locale %s reads the %s dictionary', (locale, code) => {
    expect(dictionaryFor(dictionaries, locale, 'en').language.code).toBe(code);
  });

  it('stops the build for a locale without a dictionary', () => {
    expect(() => dictionaryFor(dictionaries, 'fr', 'en')).toThrow(
      'no dictionary for the locale "fr" (there are: en, gu)',
    );
  });
});
