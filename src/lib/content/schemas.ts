// Zod schemas for every content collection: factories, so unit tests and the editor run them without
// Vite. Each field's `meta` is what the editor shows, so a rule is written once.
import { z } from 'astro/zod';
import { sitePath } from './links';
import { PAGE_PLACES, pageAddress, pageAddressError } from './pages';
import { translated } from './translation';
import { makeSignVideoSchema } from '../../features/sign-video/schema';

/**
 * `publicFileExists`: true when a site path such as `/newsletters/x.pdf` exists in `public/`;
 * `publicVideoProblem`, for such a video, what keeps it from playing on a phone (the build's check: Node reads it).
 */
export type SchemaTools<Img extends z.ZodType> = {
  image: () => Img;
  publicFileExists: (sitePath: string) => boolean;
  publicVideoProblem?: (sitePath: string) => string | undefined;
};

export const text = (what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(1, { error: `${what} must not be empty` });

/** What the web editor shows for a field: its label, the hint under it, its widget (one line of text if none). */
export type EditorMeta = {
  title: string;
  description: string;
  widget?: 'text' | 'date' | 'image' | 'file';
  /** An upload's file ending ("pdf") and its folder under public/. */
  extension?: string;
  folder?: string;
  /** What the editor says when the value breaks the field's pattern. */
  invalid?: string;
  options?: readonly { label: string; value: string }[];
};

export const edited = <T extends z.ZodType>(schema: T, meta: EditorMeta): T => schema.meta(meta);

/** A field staff may leave out. Decap saves one emptied after it held a value as "" (decap-cms#7120): that
 *  means none too, not a value that stops the build. */
export const optionalField = <T extends z.ZodType>(schema: T) =>
  z
    .preprocess(
      (value) => (typeof value === 'string' && !value.trim() ? undefined : value),
      schema.optional(),
    )
    .optional();

/** A calendar date written as YYYY-MM-DD that really exists. */
export const isoDateSchema = z.preprocess(
  // YAML reads an unquoted 2026-03-20 (as the editor writes dates) as a Date.
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'date is required, written as YYYY-MM-DD' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'date must be written as YYYY-MM-DD' })
    .refine(
      (value) => {
        const parsed = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
      },
      { error: 'date is not a real calendar date' },
    )
    .transform((value) => new Date(`${value}T00:00:00Z`)),
);

/** Optional: entries without a position follow, by file name, so a new entry always shows. */
const order = (many: string) =>
  optionalField(
    edited(z.number({ error: 'order must be a number (1 for the first)' }).int().min(1), {
      title: 'Position',
      description: `1 puts this first, 2 second, and so on. Leave it empty to put it after the numbered ${many}.`,
    }),
  );

/** One line (`line`) or a few sentences (`para`) staff give in every language (see ./translation.ts). */
export const line = (name: string, title: string, description: string) =>
  translated(edited(text(name), { title, description }));

const para = (name: string, title: string, description: string) =>
  translated(edited(text(name), { title, description, widget: 'text' }));

/** The words under a photo for people who cannot see it: required everywhere. */
export const alt = (what = 'the photo', name = 'alt') =>
  para(
    name,
    'Description of the photo',
    `Describe ${what} in one or two sentences for people who cannot see it (screen readers read this aloud). Required.`,
  );

const date = (description: string, title = 'Date') =>
  edited(isoDateSchema, { title, description, widget: 'date', invalid: 'Pick a date from the calendar.' });

const entry = <T extends z.ZodRawShape>(many: string, shape: T) => z.object({ order: order(many), ...shape });

export function makeSchemas<Img extends z.ZodType>(tools: SchemaTools<Img>) {
  const { image, publicFileExists } = tools;
  const photo = (description: string, title = 'Photo') =>
    edited(image(), {
      title,
      description: `${description} A JPEG or PNG photo; it is resized for phones when the site is built.`,
      widget: 'image',
    });

  const pdf = (folder: string, description: string) =>
    edited(
      z
        .string({ error: 'file is required (for example "/newsletters/2026-06.pdf")' })
        .regex(/^\/[\w./-]+\.pdf$/, { error: 'file must be a site path ending in .pdf, starting with "/"' })
        .refine(publicFileExists, { error: 'file does not exist in the public/ folder' }),
      {
        title: 'PDF file',
        description: `${description} Use a short file name without spaces, such as "newsletter-2026-winter.pdf".`,
        widget: 'file',
        extension: 'pdf',
        folder,
      },
    );

  /** `image` and its `alt`, both required. */
  const describedPhoto = (description: string) => ({ image: photo(description), alt: alt() });

  // The PDF's first page, drawn by the build; optional so a wrong file is reported by its field alone.
  const cover = image().optional();

  const title = (what: string) => line('title', 'Title', `The heading of ${what}, as visitors see it.`);
  const signVideo = makeSignVideoSchema(tools);

  return {
    activity: entry('activities', {
      title: line('title', 'Title', 'The name of the activity in the Activities menu, such as "Sports Day".'),
      tagline: line('tagline', 'Tagline', 'A few words under the title, such as "Races, relays and medals".'),
      photos: edited(
        z
          .array(z.object({ src: photo('A photo of the activity.'), alt: alt('what the photo shows') }), {
            error: 'photos is required',
          })
          .min(4, { error: 'photos needs at least 4 photos' })
          .max(8, { error: 'photos allows at most 8 photos' }),
        {
          title: 'Photos',
          description:
            'Between 4 and 8 photos. Drag them to change their order: the first one is shown largest. On the Gujarati side, write one description for each photo, in the same order.',
        },
      ),
      signVideo,
    }),
    newsletter: entry('newsletters', {
      title: title('the newsletter, such as "Winter 2026: our annual day"'),
      issueDate: date(
        'When the issue came out. The footer shows the six newest; the Newsletters page lists all of them.',
        'Date of the issue',
      ),
      summary: para('summary', 'Summary', 'One or two sentences on what is inside.'),
      // Its text is the Markdown body (its own page); a PDF for printing is optional.
      file: optionalField(pdf('newsletters', 'The newsletter as a PDF for printing, if there is one.')),
      cover,
      signVideo,
    }),
    document: entry('documents', {
      title: title('the document'),
      summary: para('summary', 'Summary', 'One or two sentences on what the document is about.'),
      file: pdf('documents', 'The document as a PDF.'),
      cover,
    }),
    galleryPhoto: entry('photos', {
      title: title('the photo in the gallery'),
      ...describedPhoto('The photo.'),
    }),
    newsImage: entry('clippings', {
      title: title('the news item (the newspaper headline)'),
      date: date('The day the news appeared. The newest news is shown first.'),
      image: photo('A photo or scan of the newspaper clipping.'),
      alt: alt('what the clipping says and shows'),
      // Its control sits under the clipping's title in the News Corner's grid (PhotoGrid.astro).
      signVideo: makeSignVideoSchema(tools, 'this news item'),
    }),
    facility: entry('facilities', {
      title: title('the facility'),
      description: para('description', 'Description', 'What the facility is and how the children use it.'),
    }),
    listItem: entry('items', {
      description: para('description', 'Text', 'One sentence or two.'),
    }),
    captionedPhoto: entry('photos', {
      ...describedPhoto('The photo.'),
      caption: line('caption', 'Caption', 'The words shown under the photo.'),
    }),
    wellWisher: entry('well-wishers', {
      name: line('name', 'Name', 'The name of the person or organisation.'),
      note: para('note', 'What they did', 'How they help the school, in one or two sentences.'),
      ...describedPhoto('A photo of them or of their gift.'),
    }),
    point: entry('reasons', {
      title: title('the reason'),
      description: para('description', 'Text', 'One or two sentences.'),
    }),
    card: entry('cards', {
      title: title('the card'),
      description: para('description', 'Text', 'One or two sentences.'),
      linkText: line('linkText', 'Link text', 'The words of the link at the bottom of the card.'),
      href: edited(sitePath('href'), {
        title: 'Link to',
        description:
          'The page the link opens, as its address on this site, such as "/volunteers" or "/about".',
        invalid: 'Write an address on this site that starts with "/", such as "/about".',
      }),
    }),
    video: entry('videos', {
      youtubeId: edited(
        z
          .string()
          .regex(/^[\w-]{11}$/, { error: 'youtubeId must be the 11-character id from the video address' }),
        {
          title: 'YouTube video id',
          description: 'The 11 letters and digits after "v=" in the video\'s YouTube address.',
          invalid: 'A YouTube id has exactly 11 letters, digits, "-" or "_".',
        },
      ),
      title: title('the video'),
      summary: para(
        'summary (what the video shows, for visitors who cannot hear it)',
        'What the video shows',
        'Describe what happens and what is said, for visitors who cannot hear or see the video.',
      ),
      poster: photo('Shown until a visitor presses Play.', 'Picture before playing'),
      posterAlt: alt('the picture', 'posterAlt'),
    }),
    page: entry('pages', {
      title: line(
        'title',
        'Title',
        'The heading of the page and its name in the menus, such as "Admissions".',
      ),
      description: para(
        'description',
        'Short description',
        'One or two sentences on what the page is for: search engines and link previews show them.',
      ),
      address: edited(pageAddress, {
        title: 'Address',
        description:
          'The end of the page\'s web address, in small Latin letters joined by hyphens: "open-day" makes /open-day and /gu/open-day. Chosen once: it cannot change after the page is published.',
        invalid: pageAddressError,
      }),
      place: edited(z.enum(PAGE_PLACES, { error: `place must be one of ${PAGE_PLACES.join(', ')}` }), {
        title: 'Linked from',
        description: 'Where visitors find a link to this page, in both languages.',
        options: [
          { label: 'The About menu (and the footer)', value: 'about' },
          { label: 'The footer', value: 'footer' },
          { label: 'Only from other pages (no automatic link)', value: 'none' },
        ],
      }),
      signVideo,
    }),
    textBlock: entry('text blocks', {
      title: line('title', 'Heading', 'The heading above this text.'),
      signVideo,
    }),
    banner: entry('banners', {
      title: title('the banner'),
      text: para('text', 'Text', 'One or two sentences.'),
      linkText: line('linkText', 'Link text', 'The words of the button on the banner.'),
      ...describedPhoto('The photo behind the banner.'),
    }),
  };
}
