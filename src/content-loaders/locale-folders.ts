/**
 * A collection kept in one folder per locale, as the web editor writes it
 * (Decap's multiple_folders): "activities/en/science.md" and
 * "activities/gu/science.md" are one entry, stored as "en/science" and
 * "gu/science". Astro's glob() reads the files. An English file goes
 * through the collection's schema; a translation keeps only its words
 * (src/lib/content/translation.ts), which the pages lay over the English
 * entry, so a missing word falls back to English instead of stopping the
 * build. Two files with one id stop it (prerenderConflictBehavior in
 * astro.config.mjs), as do a missing photo, a photo in a Markdown text
 * without its description and too few entries.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader } from 'astro/loaders';
import { describeCountProblem, describePhotosWithoutAlt } from '../lib/content/collection-rules';
import type { FolderCollection } from '../lib/content/collections';
import { wordsOf } from '../lib/content/translation';
import { defaultLocale, isLocale, locales } from '../i18n/locales';
import { checkPhotosExist } from './photo-check';

export interface LocaleFolders extends Pick<FolderCollection, 'format' | 'count'> {
  /** The folder, from the project root. */
  base: string;
  /** The word fields of the collection's schema. */
  words: readonly string[];
  /** Adds to an English entry before its schema runs (a PDF's cover picture). */
  prepare?: (data: Record<string, unknown>, entryFile: string) => Promise<Record<string, unknown>>;
  /**
   * Added to each file's digest: glob() parses a file again only when its
   * digest changes, and a prepared entry also depends on files beside it.
   */
  digestExtra?: () => string;
  /** A sentence naming what is wrong with one file of an entry (any locale), or undefined. */
  check?: (file: {
    source: string;
    locale: string;
    data: unknown;
    body: string | undefined;
  }) => string | undefined;
}

/**
 * Front matter's YAML reads an unquoted 2026-03-20 (as the editor writes a
 * date) as a Date; the schemas read dates as the YYYY-MM-DD staff wrote.
 */
function datesAsWritten(data: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString().slice(0, 10) : value,
    ]),
  );
}

export function localeFolders({
  base,
  format,
  count,
  words,
  prepare,
  digestExtra,
  check,
}: LocaleFolders): Loader {
  const files = glob({ pattern: `*/*.${format}`, base });
  return {
    name: 'locale-folders',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const extra = digestExtra?.() ?? '';
      await files.load({
        ...context,
        generateDigest: (data) => context.generateDigest(typeof data === 'string' ? data + extra : data),
        parseData: async (entry) => {
          const locale = entry.id.split('/')[0];
          const source = relative(root, entry.filePath ?? entry.id);
          if (locale === defaultLocale) {
            const written = datesAsWritten(entry.data);
            const data = prepare ? await prepare(written, source) : written;
            return context.parseData({ ...entry, data: data as typeof entry.data });
          }
          if (!isLocale(locale)) {
            throw new Error(
              `${source}: "${locale}" is not one of the site's locales (${locales.join(', ')})`,
            );
          }
          return wordsOf(entry.data, words, source) as typeof entry.data;
        },
      });
      const english = context.store.values().filter((entry) => entry.id.startsWith(`${defaultLocale}/`));
      const problem = describeCountProblem(english.length, count, `${base}/${defaultLocale}/*.${format}`);
      if (problem) throw new Error(problem);
      for (const entry of english) checkPhotosExist(entry.filePath ?? base, entry);
      // Stored entries, unlike the parsed data, know their Markdown text.
      for (const entry of context.store.values()) {
        const locale = entry.id.split('/')[0] ?? '';
        const source = entry.filePath ?? base;
        const problem =
          describePhotosWithoutAlt(source, entry.body ?? '') ??
          check?.({ source, locale, data: entry.data, body: entry.body });
        if (problem) throw new Error(problem);
      }
    },
  };
}
