// Every collection of the school's content, with its schema and the counts the
// specification fixes. The schemas themselves live in src/lib/content so they
// can be unit-tested; this file only binds them to Astro's loaders.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import { file, glob } from 'astro/loaders';
import type { Loader } from 'astro/loaders';
import {
  describeCountProblem,
  describeDuplicateProblem,
  parseCheckedList,
  type CountRule,
} from './lib/content/collection-rules';
import { makeSchemas } from './lib/content/schemas';

const publicFileExists = (sitePath: string) => existsSync(join(process.cwd(), 'public', sitePath));
const schemasWith = ({ image }: SchemaContext) => makeSchemas({ image, publicFileExists });

/** A JSON list file whose entry count and unique ids are checked before any schema runs. */
function checkedList(path: string, rule: CountRule): Loader {
  return file(path, { parser: (text) => parseCheckedList(text, rule, path) });
}

/** Markdown files in a folder, with a rule on how many there are and a field whose values must be unique. */
function checkedFolder(base: string, rule: CountRule, uniqueField?: string): Loader {
  const inner = glob({ pattern: '*.md', base });
  return {
    name: 'checked-folder',
    load: async (context) => {
      await inner.load(context);
      const entries = context.store.values();
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
  activities: defineCollection({
    loader: checkedFolder('src/content/activities', { exactly: 18 }, 'order'),
    schema: (context) => schemasWith(context).activity,
  }),
  newsletters: defineCollection({
    loader: checkedList('src/content/newsletters/newsletters.json', { exactly: 6 }),
    schema: (context) => schemasWith(context).newsletter,
  }),
  documents: defineCollection({
    loader: checkedList('src/content/documents/documents.json', { min: 1 }),
    schema: (context) => schemasWith(context).document,
  }),
  gallery: defineCollection({
    loader: checkedList('src/content/gallery/gallery.json', { min: 55, max: 65 }),
    schema: (context) => schemasWith(context).galleryPhoto,
  }),
  news: defineCollection({
    loader: checkedList('src/content/news/news.json', { min: 12 }),
    schema: (context) => schemasWith(context).newsImage,
  }),
  facilities: defineCollection({
    loader: checkedList('src/content/infrastructure/facilities.json', { exactly: 19 }),
    schema: (context) => schemasWith(context).facility,
  }),
  infrastructurePhotos: defineCollection({
    loader: checkedList('src/content/infrastructure/photos.json', { exactly: 2 }),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  values: defineCollection({
    loader: checkedList('src/content/about/values.json', { exactly: 7 }),
    schema: (context) => schemasWith(context).listItem,
  }),
  features: defineCollection({
    loader: checkedList('src/content/about/features.json', { exactly: 10 }),
    schema: (context) => schemasWith(context).listItem,
  }),
  aboutTexts: defineCollection({
    loader: checkedFolder('src/content/about', { exactly: 4 }, 'order'),
    schema: (context) => schemasWith(context).textBlock,
  }),
  homeTexts: defineCollection({
    loader: checkedFolder('src/content/home', { exactly: 1 }),
    schema: (context) => schemasWith(context).textBlock,
  }),
  carousel: defineCollection({
    loader: checkedList('src/content/home/carousel.json', { min: 10 }),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  wellWishers: defineCollection({
    loader: checkedList('src/content/home/well-wishers.json', { exactly: 4 }),
    schema: (context) => schemasWith(context).wellWisher,
  }),
  achievements: defineCollection({
    loader: checkedList('src/content/home/achievements.json', { min: 4, max: 12 }),
    schema: (context) => schemasWith(context).captionedPhoto,
  }),
  reasons: defineCollection({
    loader: checkedList('src/content/home/reasons.json', { min: 3, max: 8 }),
    schema: (context) => schemasWith(context).point,
  }),
  cards: defineCollection({
    loader: checkedList('src/content/home/cards.json', { exactly: 3 }),
    schema: (context) => schemasWith(context).card,
  }),
  banners: defineCollection({
    loader: checkedList('src/content/home/banners.json', { exactly: 1 }),
    schema: (context) => schemasWith(context).banner,
  }),
  videos: defineCollection({
    loader: checkedList('src/content/home/videos.json', { exactly: 3 }),
    schema: (context) => schemasWith(context).video,
  }),
};
