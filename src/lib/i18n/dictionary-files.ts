/**
 * The dictionaries the site has, found by their files: a file named after
 * its language (`gu.ts` for Gujarati) beside English's is all a new language
 * needs, with no list to keep up to date.
 */
import type { Language } from './translate.ts';

type DictionaryModule<D> = Readonly<Record<string, { default: D }>>;

/** "./dictionaries/gu.ts" gives "gu". */
function codeOfFile(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
}

/** Dictionaries by language code, from the modules `import.meta.glob` found. */
export function collectDictionaries<D extends { language: Language }>(
  modules: DictionaryModule<D>,
): ReadonlyMap<string, D> {
  const dictionaries = new Map<string, D>();
  for (const [path, module] of Object.entries(modules)) {
    const code = codeOfFile(path);
    if (module.default.language.code !== code) {
      throw new Error(
        `${path}: language.code is "${module.default.language.code}", the file name says "${code}"`,
      );
    }
    dictionaries.set(code, module.default);
  }
  return dictionaries;
}

/**
 * The dictionary for a page's locale. Astro gives no locale when i18n routing
 * is off, which means the default language; a locale without a dictionary is
 * a set-up mistake and stops the build.
 */
export function dictionaryFor<D>(
  dictionaries: ReadonlyMap<string, D>,
  locale: string | undefined,
  defaultLocale: string,
): D {
  const code = locale ?? defaultLocale;
  const dictionary = dictionaries.get(code);
  if (!dictionary) {
    throw new Error(
      `no dictionary for the locale "${code}" (there are: ${[...dictionaries.keys()].join(', ')})`,
    );
  }
  return dictionary;
}
