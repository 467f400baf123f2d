/**
 * Which fields of an entry are words, given in every locale, and which are
 * facts (photos, dates, files, order), given once in English. A schema marks
 * its word fields with translated(); the loaders keep only those from a
 * Gujarati file, the pages lay them over the English entry, and the editor
 * shows them side by side (src/admin/config/). A word a translation lacks
 * falls back to English and is named in the untranslated list, so a missing
 * word never stops the build.
 */
import { z } from 'astro/zod';

const translatedFields = z.registry<{ translated: true }>();

/** Marks a field as words that each locale gives in its own language. */
export function translated<T extends z.ZodType>(schema: T): T {
  translatedFields.add(schema, { translated: true });
  return schema;
}

/** The word fields of a schema as paths: "title", "photos.*.alt" (every item of a list), "address.city". */
export function translatedPaths(schema: z.ZodType, prefix = ''): string[] {
  if (translatedFields.has(schema)) return [prefix];
  // Optional, default and nullable leave the field's type alone.
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return translatedPaths(schema.unwrap() as z.ZodType, prefix);
  }
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      translatedPaths(field, at(key)),
    );
  }
  if (schema instanceof z.ZodArray) return translatedPaths(schema.element as z.ZodType, at('*'));
  return [];
}

const isWord = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function valueAt(data: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    data,
  );
}

/** `data` with `value` at `path`, copying only the objects and lists on the way. */
function withValueAt(data: unknown, [key, ...rest]: readonly string[], value: unknown): unknown {
  if (key === undefined) return value;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string, unknown>;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy;
}

/** The paths a pattern names in `data`: "photos.*.alt" gives photos.0.alt, photos.1.alt, … */
function pathsIn(data: unknown, patterns: readonly string[]): string[][] {
  return patterns.flatMap((pattern) =>
    pattern.split('.').reduce<string[][]>(
      (paths, key) =>
        key !== '*'
          ? paths.map((path) => [...path, key])
          : paths.flatMap((path) => {
              const list = valueAt(data, path);
              return Array.isArray(list) ? list.map((_, index) => [...path, String(index)]) : [];
            }),
      [[]],
    ),
  );
}

/**
 * The words of a translation file, and nothing else: facts in it (Decap
 * copies them into every locale's file) are left out, as the English entry's
 * are the ones that count. An empty word is left out, to fall back to
 * English. A word that is not text stops the build, naming the field.
 */
export function wordsOf(data: unknown, paths: readonly string[], source: string): Record<string, unknown> {
  let words: unknown = {};
  for (const path of pathsIn(data, paths)) {
    const value = valueAt(data, path);
    // Left empty (or only spaces, which a form can save): English stands in.
    if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) continue;
    if (!isWord(value)) throw new Error(`${source}: field "${path.join('.')}" must be text`);
    words = withValueAt(words, path, value);
  }
  return words as Record<string, unknown>;
}

export interface Translated<T> {
  data: T;
  /** The word fields shown in English for want of a translation ("title", "photos.2.alt"). */
  untranslated: string[];
}

/**
 * The English entry with a translation's words laid over it. Every word the
 * translation lacks keeps its English text and is named in `untranslated`;
 * a field English leaves empty (an optional one) is not.
 */
export function translate<T>(english: T, words: unknown, paths: readonly string[]): Translated<T> {
  let data: unknown = english;
  const untranslated: string[] = [];
  for (const path of pathsIn(english, paths).filter((path) => isWord(valueAt(english, path)))) {
    const word = valueAt(words, path);
    if (isWord(word)) data = withValueAt(data, path, word);
    else untranslated.push(path.join('.'));
  }
  return { data: data as T, untranslated };
}

/** What langOf() reads: the word fields an entry shows in English. */
export interface WithUntranslated {
  untranslated?: readonly string[] | undefined;
}

/**
 * `lang="en"` for a word field shown in English for want of a translation
 * ("title", "photos.2.alt", "body"), so screen readers read it with English
 * rules; nothing for a translated one. English is the language every
 * translation falls back to.
 */
export function langOf(data: WithUntranslated, field: string): 'en' | undefined {
  return data.untranslated?.includes(field) ? 'en' : undefined;
}

/** For one element that shows several word fields: "en" only when all of them are English. */
export function langOfAll(data: WithUntranslated, fields: readonly string[]): 'en' | undefined {
  return fields.length > 0 && fields.every((field) => langOf(data, field)) ? 'en' : undefined;
}
