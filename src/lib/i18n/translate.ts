/**
 * Looking words up in one language's dictionary, with English filling any
 * gap, so an unfinished translation never shows a visitor an empty button.
 * Generic over the dictionary's shape, so it is tested with small tables;
 * src/i18n/ binds it to the site's own dictionaries.
 */
import { fillPlaceholders, type PlaceholderValues } from './fill-placeholders.ts';

/** Words in groups, one group per part of the site: { nav: { menu: 'Menu' } }. */
export type WordGroups = Record<string, Record<string, string>>;

/** A group and a word in it: "nav.menu". */
export type WordKey<W extends WordGroups> = {
  [G in keyof W & string]: `${G}.${keyof W[G] & string}`;
}[keyof W & string];

/** What a translation may hold: any of English's words, none required (a test lists what is missing). */
export type PartialWords<W extends WordGroups> = { [G in keyof W]?: { [K in keyof W[G]]?: string } };

/** How a language is named to browsers, sharing apps and `Intl`. */
export interface Language {
  /** BCP 47 tag for <html lang> ("en", "gu"); the dictionary's file is named after it. */
  code: string;
  /** The locale sharing apps read from og:locale ("en_IN"). */
  openGraphLocale: string;
  /** The locale `Intl` formats dates and numbers in ("en-GB" writes "14 February 2019"). */
  intlLocale: string;
}

export interface Dictionary<W> {
  language: Language;
  words: W;
}

export interface Translate<W extends WordGroups> {
  /** The word for a key, its {placeholders} filled in. */
  (key: WordKey<W>, values?: PlaceholderValues): string;
  /** A whole group, placeholders left in: what an island receives as props, and no more. */
  group<G extends keyof W & string>(name: G): W[G];
}

type LooseWords = Partial<Record<string, Partial<Record<string, string>>>>;

function definedOnly(words: Partial<Record<string, string>> = {}): Record<string, string> {
  return Object.fromEntries(
    Object.entries(words).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

export function createTranslate<W extends WordGroups>(
  english: W,
  translation: PartialWords<W>,
): Translate<W> {
  const loose = translation as LooseWords;
  const englishLoose = english as LooseWords;
  const translate = (key: WordKey<W>, values?: PlaceholderValues): string => {
    const dot = key.indexOf('.');
    const [group, word] = [key.slice(0, dot), key.slice(dot + 1)];
    const text = loose[group]?.[word] ?? englishLoose[group]?.[word];
    if (text === undefined) throw new Error(`no word "${key}" in the dictionary`);
    return fillPlaceholders(text, values);
  };
  const group = <G extends keyof W & string>(name: G): W[G] =>
    ({ ...english[name], ...definedOnly(loose[name]) }) as W[G];
  return Object.assign(translate, { group });
}
