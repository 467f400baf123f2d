/**
 * Translated twins of content entries. Each English file has a twin of the
 * same name in a folder named after the language beside it
 * ("about/values.json" -> "about/gu/values.json") holding only the words;
 * the facts that do not change with the language (photos, dates, files,
 * links, order) live in the English entry alone, and the translated entry
 * is the English one with the twin's words laid over it. These pure
 * functions find the twin, lay it over, and word what is wrong for staff,
 * naming the file; src/content.config.ts calls them while content loads.
 */
import type { z } from 'astro/zod';
import { defaultLocale, toLocale, translatedLocales } from '../../i18n/locales';

/** The twin's file of an English content file: "src/content/about/values.json" in "gu". */
export function twinPathOf(englishPath: string, locale: string): string {
  const slash = englishPath.lastIndexOf('/');
  return `${englishPath.slice(0, slash + 1)}${locale}/${englishPath.slice(slash + 1)}`;
}

/** The id a translated entry is stored under in its collection: "gu/science". */
export function translatedId(id: string, locale: string): string {
  return `${locale}/${id}`;
}

/** True for an entry the school marked `englishOnly: true`: it has no twin, and shows in English everywhere. */
export function isEnglishOnly(data: Readonly<Record<string, unknown>>): boolean {
  return data.englishOnly === true;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The English entry with the twin's words laid over it: objects field by
 * field, lists item by item (a twin's photo gives the alt text of the
 * English photo at the same place), anything else the twin's. Fields the
 * twin does not have, such as a photo's file, stay English's.
 */
export function mergeTwin(english: unknown, twin: unknown): unknown {
  if (Array.isArray(english) && Array.isArray(twin)) {
    return english.map((item: unknown, index) => (index < twin.length ? mergeTwin(item, twin[index]) : item));
  }
  if (isRecord(english) && isRecord(twin)) {
    const merged: Record<string, unknown> = { ...english };
    for (const [key, value] of Object.entries(twin)) merged[key] = mergeTwin(english[key], value);
    return merged;
  }
  return twin === undefined ? english : twin;
}

/**
 * Lists in the English entry whose length the twin must match, item for
 * item: "photos has 4 alt texts in English, 3 in the twin".
 */
export function describeListLengthProblems(english: unknown, twin: unknown, path = ''): string[] {
  if (Array.isArray(english) && Array.isArray(twin)) {
    const own =
      english.length === twin.length
        ? []
        : [
            `field "${path}" has ${twin.length} items but the English entry has ${english.length}: give one for each, in the same order`,
          ];
    return [
      ...own,
      ...english.flatMap((item: unknown, index) =>
        describeListLengthProblems(item, twin[index], `${path}.${index}`),
      ),
    ];
  }
  if (isRecord(english) && isRecord(twin)) {
    return Object.keys(twin).flatMap((key) =>
      describeListLengthProblems(english[key], twin[key], path ? `${path}.${key}` : key),
    );
  }
  return [];
}

/** What zod found wrong with a twin, one clause per problem, naming the field. */
export function describeTwinIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.map((issue) => {
    const at = issue.path.join('.');
    if (issue.code === 'unrecognized_keys') {
      const fields = issue.keys.map((key) => `"${at ? `${at}.` : ''}${key}"`).join(', ');
      return `${fields} must not be in the twin: it is not a word to translate, and the English entry's is used`;
    }
    return at ? `field "${at}": ${issue.message}` : issue.message;
  });
}

export interface TwinCheck {
  /** The English entries' ids, in file order, and whether each is English-only. */
  english: readonly { id: string; englishOnly: boolean }[];
  /** The twin entries' ids, in file order. */
  twin: readonly string[];
  englishFile: string;
  twinFile: string;
}

/**
 * Sentences naming the twin file when its entries do not pair with the
 * English file's: one missing, one the English file does not have, one for
 * an English-only entry, or the same entries in another order.
 */
export function describeTwinPairing({ english, twin, englishFile, twinFile }: TwinCheck): string[] {
  const translatable = english.filter((entry) => !entry.englishOnly).map((entry) => entry.id);
  const englishOnly = new Set(english.filter((entry) => entry.englishOnly).map((entry) => entry.id));
  const problems = [
    ...translatable
      .filter((id) => !twin.includes(id))
      .map(
        (id) =>
          `${twinFile}: no entry with id "${id}" (${englishFile} has one): translate it, or mark the English entry englishOnly: true`,
      ),
    ...twin
      .filter((id) => !english.some((entry) => entry.id === id))
      .map(
        (id) =>
          `${twinFile}: the entry with id "${id}" has no English entry in ${englishFile}: check the id, or remove it`,
      ),
    ...twin
      .filter((id) => englishOnly.has(id))
      .map(
        (id) =>
          `${twinFile}: the entry with id "${id}" is marked englishOnly in ${englishFile}, so it has no twin: remove it here, or remove englishOnly there`,
      ),
  ];
  if (problems.length > 0) return problems;
  const sameOrder = translatable.every((id, index) => twin[index] === id);
  return sameOrder
    ? []
    : [
        `${twinFile}: the entries must be in the same order as in ${englishFile} (${translatable.join(', ')})`,
      ];
}

/**
 * Sentences naming the files when a folder of Markdown entries and its
 * twins' folder do not pair: a twin missing, a twin with no English file,
 * or a twin of an English-only entry.
 */
export function describeFolderPairing(
  english: readonly { file: string; englishOnly: boolean }[],
  twinFiles: readonly string[],
  locale: string,
): string[] {
  const twinOf = (file: string) => twinPathOf(file, locale);
  const missing = english
    .filter((entry) => !entry.englishOnly && !twinFiles.includes(twinOf(entry.file)))
    .map(
      (entry) =>
        `${twinOf(entry.file)}: missing, the translated twin of ${entry.file}. Translate it, or mark the English entry englishOnly: true.`,
    );
  const orphans = twinFiles
    .filter((twin) => !english.some((entry) => twinOf(entry.file) === twin))
    .map((twin) => `${twin}: has no English entry beside its folder. Check the file name, or remove it.`);
  const unwanted = english
    .filter((entry) => entry.englishOnly && twinFiles.includes(twinOf(entry.file)))
    .map(
      (entry) =>
        `${twinOf(entry.file)}: ${entry.file} is marked englishOnly, so it has no twin. Remove one of the two.`,
    );
  return [...missing, ...orphans, ...unwanted];
}

/** True for the id of a translated entry ("gu/science"), false for an English one ("science"). */
export function isTranslatedId(id: string): boolean {
  return translatedLocales.some((locale) => id.startsWith(`${locale}/`));
}

/**
 * The `lang` an entry's words need on a page: "en" for an English-only
 * entry shown on a page in another language (screen readers then read it
 * with English rules), none otherwise. `pageLocale` is `Astro.currentLocale`
 * or `t.locale`; undefined means the default language.
 */
export function langOfWords(
  data: Readonly<Record<string, unknown>>,
  pageLocale: string | undefined,
): 'en' | undefined {
  return isEnglishOnly(data) && toLocale(pageLocale) !== defaultLocale ? 'en' : undefined;
}
