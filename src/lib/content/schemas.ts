/**
 * Zod schemas for every content collection. They are factories so that the
 * build can pass Astro's real `image()` helper and a real file check, while
 * unit tests pass light stand-ins and run without Vite.
 */
import { z } from 'astro/zod';
import { sitePath } from './links';
import { translated } from './translation';

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

/**
 * Where the entry stands among its collection's entries (1 first). Optional:
 * entries without one follow, sorted by their file names, so a new entry
 * shows even when staff leave it empty.
 */
const order = z.number({ error: 'order must be a number (1 for the first)' }).int().min(1).optional();

/** Text staff give in every language (see ./translation.ts). */
const words = (what: string) => translated(text(what));

export function makeSchemas<Img extends z.ZodType>({ image, publicFileExists }: SchemaTools<Img>) {
  const photo = z.object({
    src: image(),
    alt: words('alt (a description of the photo for people who cannot see it)'),
  });

  const pdfPath = z
    .string({ error: 'file is required (for example "/newsletters/2026-06.pdf")' })
    .regex(/^\/[\w./-]+\.pdf$/, { error: 'file must be a site path ending in .pdf, starting with "/"' })
    .refine(publicFileExists, { error: 'file does not exist in the public/ folder' });

  /**
   * The picture of the PDF's first page, drawn by the build (src/content.config.ts),
   * never written by staff. Optional only so that an entry whose file is wrong
   * is reported by its file field alone.
   */
  const cover = image().optional();

  return {
    activity: z.object({
      order,
      title: words('title'),
      tagline: words('tagline'),
      photos: z
        .array(photo, { error: 'photos is required' })
        .min(4, { error: 'photos needs at least 4 photos' })
        .max(8, { error: 'photos allows at most 8 photos' }),
    }),
    newsletter: z.object({
      order,
      title: words('title'),
      issueDate: isoDateSchema,
      summary: words('summary'),
      file: pdfPath,
      cover,
    }),
    document: z.object({
      order,
      title: words('title'),
      summary: words('summary'),
      file: pdfPath,
      cover,
    }),
    galleryPhoto: z.object({
      order,
      title: words('title'),
      image: image(),
      alt: words('alt'),
    }),
    newsImage: z.object({
      order,
      title: words('title'),
      date: isoDateSchema,
      image: image(),
      alt: words('alt'),
    }),
    facility: z.object({
      order,
      title: words('title'),
      description: words('description'),
    }),
    listItem: z.object({ order, description: words('description') }),
    captionedPhoto: z.object({
      order,
      image: image(),
      alt: words('alt'),
      caption: words('caption'),
    }),
    wellWisher: z.object({
      order,
      name: words('name'),
      note: words('note'),
      image: image(),
      alt: words('alt'),
    }),
    point: z.object({
      order,
      title: words('title'),
      description: words('description'),
    }),
    card: z.object({
      order,
      title: words('title'),
      description: words('description'),
      linkText: words('linkText'),
      href: sitePath('href'),
    }),
    video: z.object({
      order,
      youtubeId: z
        .string()
        .regex(/^[\w-]{11}$/, { error: 'youtubeId must be the 11-character id from the video address' }),
      title: words('title'),
      summary: words('summary (what the video shows, for visitors who cannot hear it)'),
      poster: image(),
      posterAlt: words('posterAlt'),
    }),
    textBlock: z.object({ order, title: words('title') }),
    banner: z.object({
      order,
      title: words('title'),
      text: words('text'),
      linkText: words('linkText'),
      image: image(),
      alt: words('alt'),
    }),
  };
}
