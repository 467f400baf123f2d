/**
 * Zod schemas for every content collection. They are factories so that the
 * build can pass Astro's real `image()` helper and a real file check, while
 * unit tests pass light stand-ins and run without Vite.
 */
import { z } from 'astro/zod';
import { sitePath } from './links';

export interface SchemaTools<Img extends z.ZodType> {
  /** Astro's `image()` from the collection schema context. */
  image: () => Img;
  /** True when a site path such as `/newsletters/x.pdf` exists in `public/`. */
  publicFileExists: (sitePath: string) => boolean;
}

const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} must not be empty` });

/** Lower-case words joined by hyphens: safe in URLs and as HTML ids. */
export const idSchema = z.string({ error: 'id is required' }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, {
  error: 'id must be lower-case letters, digits and hyphens (e.g. "sports-day")',
});

/** A calendar date written as YYYY-MM-DD that really exists. */
export const isoDateSchema = z
  .string({ error: 'date is required, written as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be written as YYYY-MM-DD' })
  .refine(
    (value) => {
      const parsed = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
    },
    { error: 'date is not a real calendar date' },
  )
  .transform((value) => new Date(`${value}T00:00:00Z`));

/** Where the entry stands in its JSON file; added by the loader, not written by hand. */
const position = z.number().int().positive().optional();

/**
 * Marked on purpose as English-only: the entry has no translated twin, and
 * pages in other languages show its English words, marked lang="en".
 */
const englishOnly = z.boolean({ error: 'englishOnly must be true or false' }).optional();

export function makeSchemas<Img extends z.ZodType>({ image, publicFileExists }: SchemaTools<Img>) {
  const photo = z.object({
    src: image(),
    alt: text('alt (a description of the photo for people who cannot see it)'),
  });

  const pdfPath = z
    .string({ error: 'file is required (for example "/newsletters/2026-06.pdf")' })
    .regex(/^\/[\w./-]+\.pdf$/, { error: 'file must be a site path ending in .pdf, starting with "/"' })
    .refine(publicFileExists, { error: 'file does not exist in the public/ folder' });

  return {
    activity: z.object({
      englishOnly,
      order: z.number({ error: 'order is required (1 for the first activity in the menu)' }).int().min(1),
      title: text('title'),
      tagline: text('tagline'),
      photos: z
        .array(photo, { error: 'photos is required' })
        .min(4, { error: 'photos needs at least 4 photos' })
        .max(8, { error: 'photos allows at most 8 photos' }),
    }),
    newsletter: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      issueDate: isoDateSchema,
      summary: text('summary'),
      file: pdfPath,
    }),
    document: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      summary: text('summary'),
      file: pdfPath,
    }),
    galleryPhoto: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      image: image(),
      alt: text('alt'),
    }),
    newsImage: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      date: isoDateSchema,
      image: image(),
      alt: text('alt'),
    }),
    facility: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      description: text('description'),
    }),
    listItem: z.object({ position, englishOnly, id: idSchema, description: text('description') }),
    captionedPhoto: z.object({
      position,
      englishOnly,
      id: idSchema,
      image: image(),
      alt: text('alt'),
      caption: text('caption'),
    }),
    wellWisher: z.object({
      position,
      englishOnly,
      id: idSchema,
      name: text('name'),
      note: text('note'),
      image: image(),
      alt: text('alt'),
    }),
    point: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      description: text('description'),
    }),
    card: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      description: text('description'),
      linkText: text('linkText'),
      href: sitePath('href'),
    }),
    video: z.object({
      position,
      englishOnly,
      id: idSchema,
      youtubeId: z
        .string()
        .regex(/^[\w-]{11}$/, { error: 'youtubeId must be the 11-character id from the video address' }),
      title: text('title'),
      summary: text('summary (what the video shows, for visitors who cannot hear it)'),
      poster: image(),
      posterAlt: text('posterAlt'),
    }),
    textBlock: z.object({ englishOnly, title: text('title'), order: z.number().int().min(1) }),
    banner: z.object({
      position,
      englishOnly,
      id: idSchema,
      title: text('title'),
      text: text('text'),
      linkText: text('linkText'),
      image: image(),
      alt: text('alt'),
    }),
  };
}
