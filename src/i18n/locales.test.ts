import { describe, expect, it } from 'vitest';
import { defaultLocale as dictionaryDefault, dictionaries, useTranslations } from './index';
import { defaultLocale, isLocale, locales, toLocale } from '../lib/i18n/locales';

describe('the site’s languages', () => {
  it('have a dictionary each, and no dictionary lacks a language', () => {
    expect([...dictionaries.keys()].sort()).toEqual([...locales].sort());
    expect(dictionaryDefault).toBe(defaultLocale);
  });

  it('are checked where Astro gives a locale', () => {
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale('gu')).toBe('gu');
    expect(() => toLocale('fr')).toThrow('"fr" is not one of the site\'s languages (en, gu)');
    expect(isLocale('gu')).toBe(true);
  });

  it('lead links to pages in the page’s language, and say which PDFs are in English', () => {
    const gujarati = useTranslations('gu');
    expect(gujarati.href('/about')).toBe('/gu/about');
    expect(gujarati.href('/')).toBe('/gu');
    expect(gujarati.pdfHreflang).toBe('en');
    expect(gujarati.describePdf(240_000)).toMatch(/, English$/);
    const english = useTranslations('en');
    expect(english.href('/about')).toBe('/about');
    expect(english.pdfHreflang).toBeUndefined();
    expect(english.describePdf(240_000)).toBe('PDF, 240 KB');
  });
});
