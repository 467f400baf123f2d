/**
 * The languages the site is published in, once: Astro's i18n routing
 * (astro.config.mjs), the pages, the language switch, the sitemap and the
 * editor read this table. English, the default, keeps the addresses it has
 * always had; every other language lives under its code ("/gu/about").
 * Plain TypeScript, so `npm run perf` and the config can import it.
 *
 * Per locale: `lang`, the BCP 47 tag for <html lang> and hreflang; `openGraphLocale`, what
 * sharing apps read; `intlLocale`, what `Intl` formats dates and numbers in ("en-GB" writes
 * "14 February 2019"); its name in itself (the language switch: a reader finds their own
 * script) and in English (for staff); its writing direction.
 */
// prettier-ignore
export const localeFacts = {
  en: { lang: 'en', openGraphLocale: 'en_IN', intlLocale: 'en-GB', nativeName: 'English', englishName: 'English', dir: 'ltr' },
  gu: { lang: 'gu', openGraphLocale: 'gu_IN', intlLocale: 'gu-IN', nativeName: 'ગુજરાતી', englishName: 'Gujarati', dir: 'ltr' },
} as const;

export type Locale = keyof typeof localeFacts;
export const locales = Object.keys(localeFacts) as Locale[];
export const defaultLocale = 'en' satisfies Locale;
/** The language of the school's PDFs (newsletters, the club document): one file serves every language. */
export const documentLocale: Locale = 'en';

export const isLocale = (code: string | undefined): code is Locale => Object.hasOwn(localeFacts, code ?? '');

/** `Astro.currentLocale`, checked: none means the default; one the site does not publish stops the build. */
export function toLocale(code: string | undefined): Locale {
  if (code === undefined) return defaultLocale;
  if (!isLocale(code))
    throw new Error(`"${code}" is not one of the site's languages (${locales.join(', ')})`);
  return code;
}

/** The languages other than the default, which fall back to it. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const translatedLocales = locales.filter((code) => code !== defaultLocale) as TranslatedLocale[];
export const isTranslatedLocale = (code: string | undefined): code is TranslatedLocale =>
  isLocale(code) && code !== defaultLocale;

/** `getStaticPaths` of src/pages/[...locale]/: English without a prefix, the others under their code. */
export function localeParams(): { params: { locale: TranslatedLocale | undefined } }[] {
  return locales.map((locale) => ({ params: { locale: isTranslatedLocale(locale) ? locale : undefined } }));
}
