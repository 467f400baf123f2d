// Content as the web editor writes it, a folder per locale ("activities/en/science.md") or one JSON
// file with the locales side by side, stored as "en/science", "gu/science". Only English goes through
// the schema: a translation is read for its words, so a missing word falls back instead of stopping
// the build. A photo missing, cut short or without a description, an unknown locale or too few entries stop it.
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { file, glob, type Loader, type LoaderContext } from 'astro/loaders';
import sharp from 'sharp';
import * as rules from '../lib/content/collection-rules';
import { checkTranslation } from '../lib/content/translation';
import { defaultLocale, isLocale, locales } from '../i18n/locales';

export interface LocaleOptions {
  translatableFields: readonly string[];
  count?: rules.CountRule;
  /** Adds to an English entry before its schema runs (a PDF's cover picture). */
  prepare?: (data: Record<string, unknown>, entryFile: string) => Promise<Record<string, unknown>>;
  /** Added to each file's digest: a prepared entry also depends on files beside it. */
  digestExtra?: () => string;
  /** A sentence naming what is wrong with an English entry's file, or undefined. */
  check?: (source: string, data: Record<string, unknown>) => string | undefined;
}

type Stored = ReturnType<LoaderContext['store']['values']>[number];

// The formats Astro's image pipeline takes (by name): not HEIC, the iPhone's own, nor BMP.
const ASTRO_PHOTO = /\.(?:jpe?g|a?png|tiff|webp|gif|svg|avif)$/i;
// By path, size and time: the editor's dev server loads a collection again at each change.
const photoReads = new Map<string, Promise<rules.PhotoState>>();

/**
 * Read at an eighth of its size, which is quick (a JPEG scales while it decodes) yet reads every byte:
 * an upload cut short keeps a valid header, and Astro's sharp settings would build it half grey.
 */
function readPhoto(path: string): Promise<rules.PhotoState> | rules.PhotoState {
  const file = statSync(path, { throwIfNoEntry: false });
  if (!file) return 'missing';
  if (!ASTRO_PHOTO.test(path)) return 'unsupported';
  const key = `${path}:${file.size}:${file.mtimeMs}`;
  const known = photoReads.get(key);
  if (known) return known;
  const read = sharp(path, { failOn: 'truncated' }).resize(16).toBuffer();
  const state = read.then(
    () => 'ok' as const,
    () => 'unreadable' as const,
  );
  photoReads.set(key, state);
  return state;
}

/** The photos named in an entry's fields (English: the schema reads those) and in its text (any locale). */
const photoProblem = ({ id, data, imageImports = [], assetImports = [], filePath = '' }: Stored) =>
  rules.describePhotoProblems(
    filePath,
    data,
    id.startsWith(`${defaultLocale}/`) ? imageImports : [],
    assetImports.filter((path) => !URL.canParse(path) && !path.startsWith('/')),
    (path) => readPhoto(resolve(dirname(resolve(filePath)), path)),
  );

function inLocales(files: Loader, source: string, options: LocaleOptions): Loader {
  const { translatableFields, count, prepare, digestExtra, check } = options;
  return {
    name: 'locales',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const extra = digestExtra?.() ?? '';
      await files.load({
        ...context,
        generateDigest: (data) => context.generateDigest(typeof data === 'string' ? data + extra : data),
        parseData: async (entry) => {
          const locale = entry.id.split('/')[0] ?? '';
          const file = relative(root, entry.filePath ?? entry.id);
          if (locale === defaultLocale) {
            const data = prepare ? await prepare(entry.data, file) : entry.data;
            return context.parseData({ ...entry, data: data as typeof entry.data });
          }
          if (!isLocale(locale)) {
            throw new Error(`${file}: "${locale}" is not one of the site's locales (${locales.join(', ')})`);
          }
          checkTranslation(
            entry.data,
            translatableFields,
            file.includes(`/${locale}/`) ? file : `${file} ("${locale}")`,
          );
          return entry.data;
        },
      });
      const stored = context.store.values();
      const english = stored.filter((entry) => entry.id.startsWith(`${defaultLocale}/`));
      const problem = [
        count && rules.describeCountProblem(english.length, count, source),
        ...(await Promise.all(stored.map(photoProblem))),
        ...stored.map(({ body, filePath = source }) => rules.describePhotosWithoutAlt(filePath, body ?? '')),
        ...english.map(({ data, filePath = source }) => check?.(filePath, data)),
      ].find(Boolean);
      if (problem) throw new Error(problem);
    },
  };
}

/** A collection of one folder per locale, each file one entry. */
export function localeFolders(base: string, format: 'md' | 'json', options: LocaleOptions): Loader {
  return inLocales(glob({ pattern: `*/*.${format}`, base }), `${base}/${defaultLocale}/*.${format}`, options);
}

/** One entry, `id`, whose locales share one JSON file: { "en": { … }, "gu": { … } }. */
export function localeFile(path: string, id: string, options: LocaleOptions): Loader {
  const parser = (text: string) => {
    let all: Record<string, Record<string, unknown>>;
    try {
      all = Object(JSON.parse(text)) as typeof all;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`${path}: is not valid JSON (${reason}). Check for a missing comma or quote.`);
    }
    if (!all[defaultLocale]) throw new Error(`${path}: must hold the English entry under "${defaultLocale}"`);
    return Object.fromEntries(
      locales.filter((code) => all[code]).map((code) => [`${code}/${id}`, all[code]]),
    );
  };
  const loader = inLocales(file(path, { parser }), path, { count: { exactly: 1 }, ...options });
  return {
    ...loader,
    // file() only logs a file it cannot parse and goes on with none: parsing it first stops the build with the reason.
    load: (context) => {
      parser(readFileSync(new URL(path, context.config.root), 'utf8'));
      return loader.load(context);
    },
  };
}
