// Every dictionary holds exactly English's words with English's gaps, and a
// new language is one file: shown with a throwaway Gujarati dictionary that
// is never committed as a language.
import { describe, expect, it } from 'vitest';
import { dictionaries, englishDictionary, translationsFrom, useTranslations } from './index';
import type { TranslatedDictionary } from './types';
import { compareWithEnglish } from '../lib/i18n/dictionary-check';
import { collectDictionaries } from '../lib/i18n/dictionary-files';

describe.each([...dictionaries])('the %s dictionary', (_code, dictionary) => {
  it("has every word English has, no other, and English's placeholders", () => {
    expect(compareWithEnglish(englishDictionary.words, dictionary.words)).toEqual({
      missing: [],
      unknown: [],
      placeholders: [],
    });
  });
});

describe('English', () => {
  const t = useTranslations(undefined);

  it('is the default language and the one a page without a locale reads', () => {
    expect(t.language).toEqual({ code: 'en', openGraphLocale: 'en_IN', intlLocale: 'en-GB' });
    expect(useTranslations('en').language.code).toBe('en');
  });

  it("keeps the specification's text and the formats the pages show", () => {
    expect(t('notFound.heading')).toBe('NOT FOUND');
    expect(t.date(new Date('2019-02-14T00:00:00Z'))).toBe('14 February 2019');
    expect(t.describePdf(245_400)).toBe('PDF, 245 KB');
  });
});

describe('a new language (throwaway Gujarati, one file)', () => {
  const gujarati = {
    language: { code: 'gu', openGraphLocale: 'gu_IN', intlLocale: 'gu-IN' },
    words: { nav: { menu: 'મેનૂ' }, pdfViewer: { pageStatus: 'પાનું {page} / {count}' } },
  } satisfies TranslatedDictionary;
  const found = collectDictionaries({
    './dictionaries/en.ts': { default: englishDictionary as TranslatedDictionary },
    './dictionaries/gu.ts': { default: gujarati },
  });

  it('is found by its file name', () => {
    expect([...found.keys()]).toEqual(['en', 'gu']);
  });

  it('shows its own words and formats, and English where it has no word yet', () => {
    const t = translationsFrom(gujarati);
    expect(t('nav.menu')).toBe('મેનૂ');
    expect(t('pdfViewer.pageStatus', { page: 2, count: 5 })).toBe('પાનું 2 / 5');
    expect(t('nav.about')).toBe('About');
    expect(t.date(new Date('2019-02-14T00:00:00Z'))).toBe('14 ફેબ્રુઆરી, 2019');
  });

  it('fails the completeness check until every word is translated', () => {
    const problems = compareWithEnglish(englishDictionary.words, gujarati.words);
    expect(problems.missing).toContain('nav.about');
    expect(problems.missing).not.toContain('nav.menu');
  });
});
