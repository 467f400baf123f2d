import { describe, expect, it } from 'vitest';
import { translationFor } from './index';
import { isLocale, toLocale } from './locales';

describe('the site’s languages', () => {
  it('are checked where Astro gives a locale', () => {
    expect(toLocale(undefined)).toBe('en');
    expect(toLocale('gu')).toBe('gu');
    expect(() => toLocale('fr')).toThrow('"fr" is not one of the site\'s languages (en, gu)');
    expect(isLocale('gu')).toBe(true);
    expect(isLocale('toString')).toBe(false);
  });

  it("keep the specification's text and the formats the pages show", () => {
    const t = translationFor(undefined);
    expect(t.language.lang).toBe('en');
    expect(t('notFound.heading')).toBe('NOT FOUND');
    expect(t.date(new Date('2019-02-14T00:00:00Z'))).toBe('14 February 2019');
    expect(t.pdfLink('Download', '/documents/interact-club.pdf')).toBe('Download (PDF, 56 KB)');
    expect(translationFor('gu').date(new Date('2019-02-14T00:00:00Z'))).toBe('14 ફેબ્રુઆરી, 2019');
  });

  it('lead links to pages in the page’s language, and say which PDFs are in English', () => {
    const gujarati = translationFor('gu');
    expect(gujarati.href('/about')).toBe('/gu/about');
    expect(gujarati.href('/')).toBe('/gu');
    expect(gujarati.pdfHreflang).toBe('en');
    expect(gujarati.pdfLink('ડાઉનલોડ', '/documents/interact-club.pdf')).toMatch(
      /^ડાઉનલોડ \(.+, 56 KB, English\)$/,
    );
    const english = translationFor('en');
    expect(english.href('/about')).toBe('/about');
    expect(english.pdfHreflang).toBeUndefined();
    expect(english.pdfLink('Download', '/documents/interact-club.pdf')).toBe('Download (PDF, 56 KB)');
  });
});
