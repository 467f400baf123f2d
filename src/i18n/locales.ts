/**
 * The languages the site is published in, once: Astro's i18n routing
 * (astro.config.mjs), the pages, the language switch, the sitemap and the
 * editor read this table. English, the default, keeps the addresses it has
 * always had; every other language lives under its code ("/gu/about").
 * Plain TypeScript, so `npm run perf` and the config can import it.
 */
interface LocaleFacts {
  /** BCP 47 tag for <html lang> and hreflang. */
  lang: string;
  /** The locale sharing apps read from og:locale. */
  openGraphLocale: string;
  /** The locale `Intl` formats dates and numbers in ("en-GB" writes "14 February 2019"). */
  intlLocale: string;
  /** The language's name in itself, as the language switch shows it: a reader finds their own script. */
  nativeName: string;
  /** Its name in English, for the staff's lists and the build's messages. */
  englishName: string;
  dir: 'ltr' | 'rtl';
}

export const localeFacts = {
  en: {
    lang: 'en',
    openGraphLocale: 'en_IN',
    intlLocale: 'en-GB',
    nativeName: 'English',
    englishName: 'English',
    dir: 'ltr',
  },
  gu: {
    lang: 'gu',
    openGraphLocale: 'gu_IN',
    intlLocale: 'gu-IN',
    nativeName: 'ગુજરાતી',
    englishName: 'Gujarati',
    dir: 'ltr',
  },
} as const satisfies Record<string, LocaleFacts>;

export type Locale = keyof typeof localeFacts;

export const locales = Object.keys(localeFacts) as Locale[];

export const defaultLocale = 'en' satisfies Locale;

export function isLocale(code: string | undefined): code is Locale {
  return Object.hasOwn(localeFacts, code ?? '');
}

/**
 * The locale Astro gives a page (`Astro.currentLocale`), checked: no locale
 * means the default language; one the site does not publish stops the build.
 */
export function toLocale(code: string | undefined): Locale {
  if (code === undefined) return defaultLocale;
  if (!isLocale(code))
    throw new Error(`"${code}" is not one of the site's languages (${locales.join(', ')})`);
  return code;
}

/** The languages other than the default, which fall back to it. */
export type TranslatedLocale = Exclude<Locale, typeof defaultLocale>;
export const translatedLocales = locales.filter((code) => code !== defaultLocale) as TranslatedLocale[];

export function isTranslatedLocale(code: string | undefined): code is TranslatedLocale {
  return isLocale(code) && code !== defaultLocale;
}

/** The language the school's PDFs (newsletters, the club document) are written in: one file for every language. */
export const documentLocale: Locale = 'en';

/** `getStaticPaths` of src/pages/[...locale]/: English without a prefix ("/about"), every other language under its code. */
export function localeParams(): { params: { locale: TranslatedLocale | undefined } }[] {
  return locales.map((locale) => ({ params: { locale: isTranslatedLocale(locale) ? locale : undefined } }));
}
