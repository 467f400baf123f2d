/**
 * The languages the site is published in, once: Astro's i18n routing
 * (astro.config.mjs), the route registry, the language switch and the
 * sitemap read this list. English, the default, keeps the addresses it has
 * always had; every other language lives under its code ("/gu/about").
 * Plain TypeScript, so `npm run perf` and the config can import it.
 */
export const locales = ['en', 'gu'] as const;

export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = 'en';

interface LocaleFacts {
  /** The language's name in itself, as the language switch shows it: a reader finds their own script. */
  nativeName: string;
  /** Its name in English, for the staff's lists and the build's messages. */
  englishName: string;
  /** Writing direction for <html dir>. */
  dir: 'ltr' | 'rtl';
}

export const localeFacts: Readonly<Record<Locale, LocaleFacts>> = {
  en: { nativeName: 'English', englishName: 'English', dir: 'ltr' },
  gu: { nativeName: 'ગુજરાતી', englishName: 'Gujarati', dir: 'ltr' },
};

export function isLocale(code: string | undefined): code is Locale {
  return (locales as readonly string[]).includes(code ?? '');
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

export type TranslatedLocale = Exclude<Locale, 'en'>;

/** The languages other than the default: each has a content twin of every entry. */
export const translatedLocales = locales.filter((code): code is TranslatedLocale => code !== defaultLocale);

export function isTranslatedLocale(code: string | undefined): code is TranslatedLocale {
  return (translatedLocales as readonly string[]).includes(code ?? '');
}

/** The language the school's PDFs (newsletters, the club document) are written in: one file for every edition. */
export const documentLocale: Locale = 'en';
