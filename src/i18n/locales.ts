// The languages the site is published in, once, for Astro's routing, the pages, the sitemap and the
// editor (plain TypeScript, for `npm run perf`). English keeps its addresses; others live under their
// code ("/gu/about"). `lang`: BCP 47; `intlLocale`: "en-GB" writes "14 February 2019"; `nativeName`:
// a reader finds their own script in the language switch; `englishName`: for staff.
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
/** Every locale but `locale`: a page's other languages. */
export const otherLocales = (locale: Locale) => locales.filter((code) => code !== locale);
export const translatedLocales = otherLocales(defaultLocale);

export const isLocale = (code: string | undefined): code is Locale =>
  (locales as readonly (string | undefined)[]).includes(code);
export const isTranslatedLocale = (code: string | undefined) => isLocale(code) && code !== defaultLocale;

/** `Astro.currentLocale`, checked: none means the default; one the site does not publish stops the build. */
export function toLocale(code: string | undefined): Locale {
  if (code === undefined) return defaultLocale;
  if (!isLocale(code))
    throw new Error(`"${code}" is not one of the site's languages (${locales.join(', ')})`);
  return code;
}

/** `getStaticPaths` of src/pages/[...locale]/: English without a prefix, the others under their code. */
export const localeParams = () =>
  locales.map((locale) => ({ params: { locale: locale === defaultLocale ? undefined : locale } }));
