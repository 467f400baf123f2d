// Translatable fields (given in every locale; a schema marks them with translated()) and facts (photos, dates,
// files: given once, in English). A word a translation lacks falls back to English, listed as untranslated.
import { z } from 'astro/zod';

const translatedFields = z.registry<{ translated: true }>();

/** Marks a field as translatable: each locale gives it in its own language. */
export function translated<T extends z.ZodType>(schema: T): T {
  translatedFields.add(schema, { translated: true });
  return schema;
}

/** The translatable fields of a schema as paths: "title", "photos.*.alt" (every item of a list), "address.city". */
export function translatedPaths(schema: z.ZodType, prefix = ''): string[] {
  if (translatedFields.has(schema)) return [prefix];
  const at = (key: string) => (prefix ? `${prefix}.${key}` : key);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      translatedPaths(field, at(key)),
    );
  }
  if (schema instanceof z.ZodArray) return translatedPaths(schema.element as z.ZodType, at('*'));
  // Optional, default and nullable wrap the field's own type.
  return 'unwrap' in schema ? translatedPaths((schema.unwrap as () => z.ZodType)(), prefix) : [];
}

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

const valueAt = (data: unknown, path: readonly string[]) =>
  path.reduce<unknown>((value, key) => (Object(value) as Record<string, unknown>)[key], data);

/** `data` with `value` at `path`, copying only the objects and lists on the way. */
function withValueAt(data: unknown, [key, ...rest]: readonly string[], value: unknown): unknown {
  if (key === undefined) return value;
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string, unknown>;
  copy[key] = withValueAt(copy[key], rest, value);
  return copy;
}

/** The paths a pattern's keys name in `data`: "photos.*.alt" gives photos.0.alt, photos.1.alt, … */
function expand(data: unknown, [key, ...rest]: readonly string[], path: string[] = []): string[][] {
  if (key === undefined) return [path];
  if (key !== '*') return expand(data, rest, [...path, key]);
  const list = valueAt(data, path);
  return Array.isArray(list) ? list.flatMap((_, index) => expand(data, rest, [...path, String(index)])) : [];
}

const pathsIn = (data: unknown, patterns: readonly string[]) =>
  patterns.flatMap((pattern) => expand(data, pattern.split('.')));

/**
 * A translation file's facts (Decap copies them into every locale's file) are never read, as
 * English's count; a translatable field that is not text stops the build, naming the file and the field.
 */
export function checkTranslation(data: unknown, paths: readonly string[], source: string) {
  for (const path of pathsIn(data, paths)) {
    const value = valueAt(data, path);
    if (value != null && typeof value !== 'string')
      throw new Error(`${source}: field "${path.join('.')}" must be text`);
  }
}

/** A translation's word, unless it is blank or still the English one (Decap's "Fill in from another locale"). */
export const isTranslated = (word: unknown, english: unknown): word is string =>
  hasText(word) && word.trim() !== String(english).trim();

/**
 * The English entry with a translation's words laid over it. A word the translation lacks, or copied
 * from English unchanged, keeps its English text and is named in `untranslated`; a field English
 * leaves empty is not.
 */
export function translate<T>(english: T, translation: unknown, paths: readonly string[]) {
  let data: unknown = english;
  const untranslated: string[] = [];
  for (const path of pathsIn(english, paths).filter((path) => hasText(valueAt(english, path)))) {
    const value = valueAt(translation, path);
    if (isTranslated(value, valueAt(english, path))) data = withValueAt(data, path, value);
    else untranslated.push(path.join('.'));
  }
  return { data: data as T, untranslated };
}

/** What langOf() reads: the translatable fields an entry shows in English. */
export type WithUntranslated = { untranslated?: readonly string[] | undefined };

/** `lang="en"` for a translatable field shown in English ("title", "photos.2.alt", "body"), so screen readers use English rules. */
export const langOf = (data: WithUntranslated, field: string): 'en' | undefined =>
  data.untranslated?.includes(field) ? 'en' : undefined;

/** For one element that shows several translatable fields: "en" only when all of them are English. */
export const langOfAll = (data: WithUntranslated, fields: readonly string[]): 'en' | undefined =>
  fields.length > 0 && fields.every((field) => langOf(data, field)) ? 'en' : undefined;
