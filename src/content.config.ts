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

/**
 * A list of PDFs, each given the picture of its first page as `cover`. The
 * picture is drawn here, before the schema runs, because Astro's image()
 * only optimises a file that exists when the entry is parsed: it becomes an
 * import of the entry, and the build turns it into AVIF and WebP like every
 * photo, with its width and height. getImage() on a file drawn later, while
 * a page renders, would need an import Vite never saw.
 */
const pdfList = (path: string, kind: 'newsletter' | 'document') =>
  checkedList(path, { min: 1 }, kind, async (data, root) => {
    // A wrong or missing file is left to the schema, which names the field.
    const file = data.file;
    if (typeof file !== 'string' || !publicFileExists(file)) return data;
    return { ...data, cover: coverPathFromEntry(path, await ensurePdfCover(root, file)) };
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
  activities: defineCollection({
    loader: checkedFolder('src/content/activities', { min: 1 }, twinSchemas.activity, 'order'),
    schema: (context) => schemasWith(context).activity,
  }),
  newsletters: defineCollection({
    loader: pdfList('src/content/newsletters/newsletters.json', 'newsletter'),
    schema: (context) => withCover(schemasWith(context).newsletter, context),
  }),
  documents: defineCollection({
    loader: pdfList('src/content/documents/documents.json', 'document'),
    schema: (context) => withCover(schemasWith(context).document, context),
  }),
  gallery: defineCollection({
    loader: checkedList('src/content/gallery/gallery.json', { min: 1 }, 'galleryPhoto'),
    schema: (context) => schemasWith(context).galleryPhoto,
  }),
  news: defineCollection({
    loader: checkedList('src/content/news/news.json', { min: 1 }, 'newsImage'),
    schema: (context) => schemasWith(context).newsImage,
  }),
  facilities: defineCollection({
    loader: checkedList('src/content/infrastructure/facilities.json', { min: 1 }, 'facility'),
    schema: (context) => schemasWith(context).facility,
  }),
  infrastructurePhotos: defineCollection({
    loader: checkedList('src/content/infrastructure/photos.json', { min: 1 }, 'captionedPhoto'),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  values: defineCollection({
    loader: checkedList('src/content/about/values.json', { min: 1 }, 'listItem'),
    schema: (context) => schemasWith(context).listItem,
  }),
  features: defineCollection({
    loader: checkedList('src/content/about/features.json', { min: 1 }, 'listItem'),
    schema: (context) => schemasWith(context).listItem,
  }),
  aboutTexts: defineCollection({
    loader: checkedFolder('src/content/about', { min: 1 }, twinSchemas.textBlock, 'order'),
    schema: (context) => schemasWith(context).textBlock,
  }),
  homeTexts: defineCollection({
    loader: checkedFolder('src/content/home', { exactly: 1 }, twinSchemas.textBlock),
    schema: (context) => schemasWith(context).textBlock,
  }),
  carousel: defineCollection({
    loader: checkedList('src/content/home/carousel.json', { min: 1 }, 'captionedPhoto'),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  wellWishers: defineCollection({
    loader: checkedList('src/content/home/well-wishers.json', { min: 1 }, 'wellWisher'),
    schema: (context) => schemasWith(context).wellWisher,
  }),
  achievements: defineCollection({
    loader: checkedList('src/content/home/achievements.json', { min: 1 }, 'captionedPhoto'),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  reasons: defineCollection({
    loader: checkedList('src/content/home/reasons.json', { min: 1 }, 'point'),
    schema: (context) => schemasWith(context).point,
  }),
  cards: defineCollection({
    loader: checkedList('src/content/home/cards.json', { min: 1 }, 'card'),
    schema: (context) => schemasWith(context).card,
  }),
  banners: defineCollection({
    loader: checkedList('src/content/home/banners.json', { min: 1 }, 'banner'),
    schema: (context) => schemasWith(context).banner,
  }),
  videos: defineCollection({
    loader: checkedList('src/content/home/videos.json', { min: 1 }, 'video'),
    schema: (context) => schemasWith(context).video,
  }),
};
