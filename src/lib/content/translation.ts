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

/** A schema without the wrappers (optional, default, nullable) that leave its type alone. */
function unwrapped(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return unwrapped(schema.unwrap() as z.ZodType);
  }
  return schema;
}

/**
 * The word fields of a schema as paths: "title", "photos.*.alt" (every item
 * of a list), "address.city".
 */
export function translatedPaths(schema: z.ZodType, prefix = ''): string[] {
  if (translatedFields.has(schema)) return [prefix];
  const inner = unwrapped(schema);
  if (translatedFields.has(inner)) return [prefix];
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (inner instanceof z.ZodObject) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      translatedPaths(field, at(key)),
    );
  }
  if (inner instanceof z.ZodArray) return translatedPaths(inner.element as z.ZodType, at('*'));
  return [];
}

type Data = Readonly<Record<string, unknown>>;

function isRecord(value: unknown): value is Data {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let value = data;
  for (const key of path) {
    if (Array.isArray(value)) value = value[Number(key)];
    else if (isRecord(value)) value = value[key];
    else return undefined;
  }
  return value;
}

/** `data` with `value` at `path`, copying only the objects and lists on the way. */
function withValueAt(data: unknown, path: readonly string[], value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  if (Array.isArray(data)) {
    const copy = [...data] as unknown[];
    copy[Number(key)] = withValueAt(copy[Number(key)], rest, value);
    return copy;
  }
  return {
    ...(isRecord(data) ? data : {}),
    [key]: withValueAt(isRecord(data) ? data[key] : undefined, rest, value),
  };
}

/** The concrete paths of `pattern` in `data`: "photos.*.alt" gives "photos.0.alt", "photos.1.alt", … */
function concretePaths(data: unknown, pattern: readonly string[], done: readonly string[] = []): string[][] {
  const [key, ...rest] = pattern;
  if (key === undefined) return [[...done]];
  if (key === '*') {
    const list = valueAt(data, done);
    if (!Array.isArray(list)) return [];
    return list.flatMap((_, index) => concretePaths(data, rest, [...done, String(index)]));
  }
  return concretePaths(data, rest, [...done, key]);
}

const isWord = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The words of a translation file, and nothing else: facts in it (Decap
 * copies them into every locale's file) are left out, as the English entry's
 * are the ones that count. An empty word is left out, to fall back to
 * English. A word that is not text stops the build, naming the field.
 */
export function wordsOf(data: unknown, paths: readonly string[], source: string): Record<string, unknown> {
  let words: unknown = {};
  for (const pattern of paths) {
    for (const path of concretePaths(data, pattern.split('.'))) {
      const value = valueAt(data, path);
      // Left empty (or only spaces, which a form can save): English stands in.
      if (value === undefined || value === null || (typeof value === 'string' && !value.trim())) continue;
      if (!isWord(value)) throw new Error(`${source}: field "${path.join('.')}" must be text`);
      words = withValueAt(words, path, value);
    }
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
  for (const pattern of paths) {
    for (const path of concretePaths(english, pattern.split('.'))) {
      if (!isWord(valueAt(english, path))) continue;
      const word = valueAt(words, path);
      if (isWord(word)) data = withValueAt(data, path, word);
      else untranslated.push(path.join('.'));
    }
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
