// Every collection of the school's content, with its schema and its structural
// rules: at least one entry where a page shows the list, unique ids and order.
// Never the specification's exact counts, so the site can grow with the school:
// those are checked on the sample content only (tests/build/sample-content.test.ts).
// The schemas live in src/lib/content so they can be unit-tested; this file
// binds them to Astro's loaders, and gives each PDF the picture of its first
// page (pdfList).
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineCollection, type SchemaContext } from 'astro:content';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import type { Loader } from 'astro/loaders';
import {
  describeCountProblem,
  describeDuplicateProblem,
  describeMissingImages,
  findImageReferences,
  parseCheckedList,
  type CountRule,
  type ImageField,
} from './lib/content/collection-rules';
import { makeSchemas } from './lib/content/schemas';
import { parseSingleEntry } from './lib/content/json-file';
import { makeSiteDetailsSchema } from './lib/content/site-details';
import { coverPathFromEntry } from './lib/content/pdf-cover-cache';
import { ensurePdfCover } from './lib/content/pdf-covers';

const publicFileExists = (sitePath: string) => existsSync(join(process.cwd(), 'public', sitePath));
const schemasWith = ({ image }: SchemaContext) => makeSchemas({ image, publicFileExists });
/**
 * A PDF entry as staff write it, plus the picture of its first page that
 * pdfList() adds. Optional only so that an entry whose file is wrong is
 * reported by its file field alone, not also as a cover staff never wrote.
 */
const withCover = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, { image }: SchemaContext) =>
  schema.extend({ cover: image().optional() });

/** What this file reads of an entry in Astro's data store. */
interface StoredEntry {
  data: unknown;
  /** The fields Astro's image() read, recorded when the entry is stored. */
  imageImports?: ImageField[];
}

/** Stops the build, naming the entry's file and field, when a photo it names is missing. */
function checkPhotosExist(entryFile: string, entry: StoredEntry | undefined): void {
  if (!entry) return;
  const folder = dirname(resolve(entryFile));
  const photos = findImageReferences(entry.data, entry.imageImports ?? []);
  const problem = describeMissingImages(entryFile, photos, (path) => existsSync(resolve(folder, path)));
  if (problem) throw new Error(problem);
}

/**
 * A JSON file read by this project's own loader rather than Astro's file():
 * that one only logs a file it cannot read and carries on with an empty
 * collection, so a broken file would publish a page with missing content.
 * `readEntries` turns the file's text into entries or throws a sentence that
 * names the file; `prepare`, when given, adds to an entry before its schema
 * runs.
 */
function jsonFile(
  path: string,
  readEntries: (text: string) => { id: string; data: Record<string, unknown> }[],
  prepare?: (data: Record<string, unknown>, root: string) => Promise<Record<string, unknown>>,
): Loader {
  return {
    name: 'json-file',
    load: async ({ store, parseData, config, watcher }) => {
      const root = fileURLToPath(config.root);
      const fullPath = fileURLToPath(new URL(path, config.root));
      const sync = async () => {
        const entries = readEntries(await readFile(fullPath, 'utf8'));
        store.clear();
        for (const entry of entries) {
          const prepared = prepare ? await prepare(entry.data, root) : entry.data;
          const data = await parseData({ id: entry.id, data: prepared, filePath: fullPath });
          store.set({ id: entry.id, data, filePath: path });
          checkPhotosExist(path, store.get(entry.id));
        }
      };
      await sync();
      // `astro dev` only: reload the file when staff save it.
      watcher?.add(fullPath);
      watcher?.on('change', (changed) => {
        if (changed === fullPath) void sync();
      });
    },
  };
}

/** A JSON list whose entry count and unique ids are checked before any schema runs. */
const checkedList = (path: string, rule: CountRule, prepare?: Parameters<typeof jsonFile>[2]) =>
  jsonFile(
    path,
    (text) => parseCheckedList(text, rule, path).map((data) => ({ id: String(data.id), data })),
    prepare,
  );

/**
 * A list of PDFs, each given the picture of its first page as `cover`. The
 * picture is drawn here, before the schema runs, because Astro's image()
 * only optimises a file that exists when the entry is parsed: it becomes an
 * import of the entry, and the build turns it into AVIF and WebP like every
 * photo, with its width and height. getImage() on a file drawn later, while
 * a page renders, would need an import Vite never saw.
 */
const pdfList = (path: string, rule: CountRule) =>
  checkedList(path, rule, async (data, root) => {
    // A wrong or missing file is left to the schema, which names the field.
    const file = data.file;
    if (typeof file !== 'string' || !publicFileExists(file)) return data;
    return { ...data, cover: coverPathFromEntry(path, await ensurePdfCover(root, file)) };
  });

/** A JSON file holding one entry as an object (the school's details), stored under the given id. */
const singleEntry = (path: string, id: string) =>
  jsonFile(path, (text) => [{ id, data: parseSingleEntry(text, path) }]);

/** Markdown files in a folder, with a rule on how many there are and a field whose values must be unique. */
function checkedFolder(base: string, rule: CountRule, uniqueField?: string): Loader {
  const inner = glob({ pattern: '*.md', base });
  return {
    name: 'checked-folder',
    load: async (context) => {
      await inner.load(context);
      const entries = context.store.values();
      for (const entry of entries) checkPhotosExist(entry.filePath ?? base, entry);
      const problem =
        describeCountProblem(entries.length, rule, `${base}/*.md`) ??
        (uniqueField
          ? describeDuplicateProblem(
              entries.map((entry) => entry.data[uniqueField]),
              uniqueField,
              `${base}/*.md`,
            )
          : undefined);
      if (problem) throw new Error(problem);
    },
  };
}

export const collections = {
  site: defineCollection({
    loader: singleEntry('src/content/site/site.json', 'site'),
    schema: ({ image }) => makeSiteDetailsSchema(image),
  }),
  activities: defineCollection({
    loader: checkedFolder('src/content/activities', { min: 1 }, 'order'),
    schema: (context) => schemasWith(context).activity,
  }),
  newsletters: defineCollection({
    loader: pdfList('src/content/newsletters/newsletters.json', { min: 1 }),
    schema: (context) => withCover(schemasWith(context).newsletter, context),
  }),
  documents: defineCollection({
    loader: pdfList('src/content/documents/documents.json', { min: 1 }),
    schema: (context) => withCover(schemasWith(context).document, context),
  }),
  gallery: defineCollection({
    loader: checkedList('src/content/gallery/gallery.json', { min: 1 }),
    schema: (context) => schemasWith(context).galleryPhoto,
  }),
  news: defineCollection({
    loader: checkedList('src/content/news/news.json', { min: 1 }),
    schema: (context) => schemasWith(context).newsImage,
  }),
  facilities: defineCollection({
    loader: checkedList('src/content/infrastructure/facilities.json', { min: 1 }),
    schema: (context) => schemasWith(context).facility,
  }),
  infrastructurePhotos: defineCollection({
    loader: checkedList('src/content/infrastructure/photos.json', { min: 1 }),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  values: defineCollection({
    loader: checkedList('src/content/about/values.json', { min: 1 }),
    schema: (context) => schemasWith(context).listItem,
  }),
  features: defineCollection({
    loader: checkedList('src/content/about/features.json', { min: 1 }),
    schema: (context) => schemasWith(context).listItem,
  }),
  aboutTexts: defineCollection({
    loader: checkedFolder('src/content/about', { min: 1 }, 'order'),
    schema: (context) => schemasWith(context).textBlock,
  }),
  homeTexts: defineCollection({
    loader: checkedFolder('src/content/home', { exactly: 1 }),
    schema: (context) => schemasWith(context).textBlock,
  }),
  carousel: defineCollection({
    loader: checkedList('src/content/home/carousel.json', { min: 1 }),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  wellWishers: defineCollection({
    loader: checkedList('src/content/home/well-wishers.json', { min: 1 }),
    schema: (context) => schemasWith(context).wellWisher,
  }),
  achievements: defineCollection({
    loader: checkedList('src/content/home/achievements.json', { min: 1 }),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  reasons: defineCollection({
    loader: checkedList('src/content/home/reasons.json', { min: 1 }),
    schema: (context) => schemasWith(context).point,
  }),
  cards: defineCollection({
    loader: checkedList('src/content/home/cards.json', { min: 1 }),
    schema: (context) => schemasWith(context).card,
  }),
  banners: defineCollection({
    loader: checkedList('src/content/home/banners.json', { min: 1 }),
    schema: (context) => schemasWith(context).banner,
  }),
  videos: defineCollection({
    loader: checkedList('src/content/home/videos.json', { min: 1 }),
    schema: (context) => schemasWith(context).video,
  }),
};
