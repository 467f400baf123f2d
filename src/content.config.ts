// Every collection of the school's content, with its schema and its structural
// rules: at least one entry where a page shows the list, unique ids and order.
// Never the specification's exact counts, so the site can grow with the school:
// those are checked on the sample content only (tests/build/sample-content.test.ts).
// The schemas live in src/lib/content so they can be unit-tested; this file
// binds them to the loaders of src/content-loaders/, which also read each
// entry's translated twin into the same collection (as "gu/<id>"), and gives
// each PDF the picture of its first page (pdfList).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { parseCheckedList, parseIdList, type CountRule } from './lib/content/collection-rules';
import { makeSchemas } from './lib/content/schemas';
import { parseSingleEntry } from './lib/content/json-file';
import { makeSiteDetailsSchema } from './lib/content/site-details';
import { makeSiteTwinSchema, makeTwinSchemas, type ContentKind } from './lib/content/twin-schemas';
import { coverPathFromEntry } from './lib/content/pdf-cover-cache';
import { ensurePdfCover } from './lib/content/pdf-covers';
import { jsonFile, type JsonSource } from './content-loaders/json-file';
import { checkedFolder } from './content-loaders/markdown-folder';

const publicFileExists = (sitePath: string) => existsSync(join(process.cwd(), 'public', sitePath));
const schemasWith = ({ image }: SchemaContext) => makeSchemas({ image, publicFileExists });
/** The twins' schemas hold words only, so a stand-in for image() serves. */
const twinSchemas = makeTwinSchemas(makeSchemas({ image: () => z.string(), publicFileExists }));

/**
 * A PDF entry as staff write it, plus the picture of its first page that
 * pdfList() adds. Optional only so that an entry whose file is wrong is
 * reported by its file field alone, not also as a cover staff never wrote.
 */
const withCover = <Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, { image }: SchemaContext) =>
  schema.extend({ cover: image().optional() });

const idEntries = (entries: Record<string, unknown>[]) =>
  entries.map((data) => ({ id: String(data.id), data }));

/** A JSON list whose entry count and unique ids are checked before any schema runs. */
const checkedList = (path: string, rule: CountRule, kind: ContentKind, prepare?: JsonSource['prepare']) =>
  jsonFile({
    path,
    readEntries: (text, source) => idEntries(parseCheckedList(text, rule, source)),
    readTwinEntries: (text, source) => idEntries(parseIdList(text, {}, source)),
    twinSchema: twinSchemas[kind],
    prepare,
    namesEntries: true,
  });

/** A JSON list with its schema: the collection of one kind of entry. */
const listCollection = (path: string, kind: ContentKind) =>
  defineCollection({
    loader: checkedList(path, { min: 1 }, kind),
    schema: (context) => schemasWith(context)[kind],
  });

/**
 * A list of PDFs, each given the picture of its first page as `cover`. The
 * picture is drawn here, before the schema runs, because Astro's image()
 * only optimises a file that exists when the entry is parsed: it becomes an
 * import of the entry, and the build turns it into AVIF and WebP like every
 * photo, with its width and height. getImage() on a file drawn later, while
 * a page renders, would need an import Vite never saw.
 */
const pdfCollection = (path: string, kind: 'newsletter' | 'document') =>
  defineCollection({
    loader: checkedList(path, { min: 1 }, kind, async (data, root) => {
      // A wrong or missing file is left to the schema, which names the field.
      const file = data.file;
      if (typeof file !== 'string' || !publicFileExists(file)) return data;
      return { ...data, cover: coverPathFromEntry(path, await ensurePdfCover(root, file)) };
    }),
    schema: (context) => withCover(schemasWith(context)[kind], context),
  });

/** A folder of Markdown entries with its schema. */
const markdownCollection = (
  base: string,
  rule: CountRule,
  kind: 'activity' | 'textBlock',
  uniqueField?: string,
) =>
  defineCollection({
    loader: checkedFolder(base, rule, twinSchemas[kind], uniqueField),
    schema: (context) => schemasWith(context)[kind],
  });

/** The school's details: one entry as an object, stored as "site" (and "gu/site"). */
const siteEntry = (text: string, source: string) => [{ id: 'site', data: parseSingleEntry(text, source) }];

export const collections = {
  site: defineCollection({
    loader: jsonFile({
      path: 'src/content/site/site.json',
      readEntries: siteEntry,
      readTwinEntries: siteEntry,
      twinSchema: makeSiteTwinSchema(makeSiteDetailsSchema(() => z.string())),
      namesEntries: false,
    }),
    schema: ({ image }) => makeSiteDetailsSchema(image),
  }),
  activities: markdownCollection('src/content/activities', { min: 1 }, 'activity', 'order'),
  newsletters: pdfCollection('src/content/newsletters/newsletters.json', 'newsletter'),
  documents: pdfCollection('src/content/documents/documents.json', 'document'),
  gallery: listCollection('src/content/gallery/gallery.json', 'galleryPhoto'),
  news: listCollection('src/content/news/news.json', 'newsImage'),
  facilities: listCollection('src/content/infrastructure/facilities.json', 'facility'),
  infrastructurePhotos: listCollection('src/content/infrastructure/photos.json', 'captionedPhoto'),
  values: listCollection('src/content/about/values.json', 'listItem'),
  features: listCollection('src/content/about/features.json', 'listItem'),
  aboutTexts: markdownCollection('src/content/about', { min: 1 }, 'textBlock', 'order'),
  homeTexts: markdownCollection('src/content/home', { exactly: 1 }, 'textBlock'),
  carousel: listCollection('src/content/home/carousel.json', 'captionedPhoto'),
  wellWishers: listCollection('src/content/home/well-wishers.json', 'wellWisher'),
  achievements: listCollection('src/content/home/achievements.json', 'captionedPhoto'),
  reasons: listCollection('src/content/home/reasons.json', 'point'),
  cards: listCollection('src/content/home/cards.json', 'card'),
  banners: listCollection('src/content/home/banners.json', 'banner'),
  videos: listCollection('src/content/home/videos.json', 'video'),
};
