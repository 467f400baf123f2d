/**
 * The site's words in the page's language. In an .astro file:
 *
 *   const t = useTranslations(Astro.currentLocale);
 *   t('pages.about');  t('gallery.description', { count, school });  t.date(date);
 *   t.href('/about');  // "/gu/about" on a Gujarati page: links stay in the page's language
 *
 * An island gets only the group it shows, as a prop (words={t.group('carousel')}),
 * so no dictionary is bundled into the browser's JavaScript. Every file in
 * ./dictionaries/ is a language, named by its code (en.ts, gu.ts); English is
 * the model and fills in any word a translation lacks.
 */
import english from './dictionaries/en.ts';
import type { TranslatedDictionary, UiTranslate } from './types.ts';
import { formatFileSize } from '../lib/content/file-size.ts';
import { collectDictionaries, dictionaryFor } from '../lib/i18n/dictionary-files.ts';
import { createTranslate } from '../lib/i18n/translate.ts';
import { documentLocale, localeFacts, toLocale } from '../lib/i18n/locales.ts';
import { localisedPath } from '../lib/routes/site-routes.ts';
import { formatDisplayDate } from '../lib/media/format-date.ts';

export const englishDictionary = english;
/** The language of pages without a locale prefix, once Astro's i18n routing is on. */
export const defaultLocale = english.language.code;
export const dictionaries = collectDictionaries(
  import.meta.glob<{ default: TranslatedDictionary }>('./dictionaries/*.ts', { eager: true }),
);

/** The words and formats of one dictionary. */
export function translationsFrom({ language, words }: TranslatedDictionary): UiTranslate {
  const t = createTranslate(english.words, words);
  const fileSize = (bytes: number) => formatFileSize(bytes, language.intlLocale, t.group('fileSize'));
  const locale = toLocale(language.code);
  return Object.assign(t, {
    language,
    locale,
    href: (path: string) => localisedPath(path, locale),
    date: (date: Date) => formatDisplayDate(date, language.intlLocale),
    fileSize,
    describePdf: (bytes: number) =>
      t('fileSize.pdf', { size: fileSize(bytes) }) +
      (locale === documentLocale ? '' : `, ${localeFacts[documentLocale].nativeName}`),
    pdfHreflang: locale === documentLocale ? undefined : documentLocale,
  });
}

/** The words of the page's locale (`Astro.currentLocale`; undefined means the default language). */
export function useTranslations(locale: string | undefined): UiTranslate {
  return translationsFrom(dictionaryFor(dictionaries, locale, defaultLocale));
}
