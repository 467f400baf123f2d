/**
 * The editor's fields, one builder per kind of value the content schemas
 * hold (src/lib/content/schemas.ts, site-details.ts). Each repeats the
 * schema's rule as a Decap `pattern` or `min`/`max`, so the editor refuses
 * what the build would refuse, and says in plain words what the field is for.
 */
import type { CmsField, CmsFieldBase } from 'decap-cms-core';

/** Our own photo widget (src/admin/entry-image.ts), registered under this name. */
export const ENTRY_IMAGE_WIDGET = 'entry-image';

/** A photo stored beside its entry and written as "./photos/x.jpg" (see src/admin/entry-image.ts). */
export interface EntryImageField extends CmsFieldBase {
  widget: typeof ENTRY_IMAGE_WIDGET;
  choose_url: false;
}

/** A list or object whose inner fields may hold our own photo widget. */
export type EditorField =
  | Exclude<CmsField, { widget: 'list' } | { widget: 'object' }>
  | EntryImageField
  | (CmsFieldBase & {
      widget: 'list';
      fields: EditorField[];
      summary?: string;
      label_singular?: string;
      min?: number;
      max?: number;
      collapsed?: boolean;
      add_to_top?: boolean;
    })
  | (CmsFieldBase & { widget: 'object'; fields: EditorField[]; collapsed?: boolean });

// Zod's text() trims before checking: a value of spaces only is empty.
const NOT_BLANK: [string, string] = ['\\S', 'Write something here: it cannot be left empty.'];

export function textField(name: string, label: string, hint: string): EditorField {
  return { name, label, widget: 'string', hint, pattern: NOT_BLANK };
}

export function longTextField(name: string, label: string, hint: string): EditorField {
  return { name, label, widget: 'text', hint, pattern: NOT_BLANK };
}

/** The words under a photo for people who cannot see it: required everywhere, as in the schemas. */
export function altField(name = 'alt', what = 'the photo'): EditorField {
  return longTextField(
    name,
    'Description of the photo',
    `Describe ${what} in one or two sentences for people who cannot see it (screen readers read this aloud). Required.`,
  );
}

/** The site stores dates as YYYY-MM-DD; the picker writes exactly that, with no time. */
export function dateField(name: string, label: string, hint: string): EditorField {
  return {
    name,
    label,
    widget: 'datetime',
    hint,
    format: 'YYYY-MM-DD',
    date_format: 'YYYY-MM-DD',
    time_format: false,
    picker_utc: true,
    pattern: ['^\\d{4}-\\d{2}-\\d{2}$', 'Pick a date from the calendar.'],
  };
}

export function wholeNumberField(
  name: string,
  label: string,
  hint: string,
  range: { min?: number; max?: number } = {},
): EditorField {
  return { name, label, widget: 'number', value_type: 'int', hint, ...range };
}

export function decimalField(name: string, label: string, hint: string, range: { min: number; max: number }) {
  return { name, label, widget: 'number', value_type: 'float', hint, ...range } satisfies EditorField;
}

/** A noun as a hint uses it: both forms written out, as English plurals follow no one rule. */
export interface Noun {
  one: string;
  many: string;
}

/** Order in a menu or on a page, for entries kept one per file (activities, text blocks). */
export function orderField({ one, many }: Noun): EditorField {
  return {
    ...wholeNumberField(
      'order',
      'Position',
      `1 puts this ${one} first, 2 second, and so on. Leave it empty to put it after the numbered ${many}.`,
      { min: 1 },
    ),
    required: false,
  } as EditorField;
}

/**
 * A photo uploaded into `folder` (a folder of the repository) and written
 * relative to the entry's file: `publicFolder` is that folder as seen from the
 * entry ("photos", or "" for the entry's own folder).
 */
export function photoField(
  name: string,
  label: string,
  hint: string,
  folder: string,
  publicFolder = 'photos',
): EditorField {
  return {
    name,
    label,
    widget: ENTRY_IMAGE_WIDGET,
    hint: `${hint} A JPEG or PNG photo; it is resized for phones when the site is built.`,
    media_folder: `/${folder}`,
    public_folder: publicFolder,
    choose_url: false,
  };
}

/** A PDF uploaded into public/<folder>/ and written as "/<folder>/name.pdf". */
export function pdfField(folder: string, hint: string): EditorField {
  return {
    name: 'file',
    label: 'PDF file',
    widget: 'file',
    hint: `${hint} Use a short file name without spaces, such as "newsletter-2026-winter.pdf".`,
    media_folder: `/public/${folder}`,
    public_folder: `/${folder}`,
    choose_url: false,
    // Decap checks the file's name here, not the whole path it writes.
    pattern: ['^[\\w.-]+\\.pdf$', 'Upload a PDF file whose name has no spaces.'],
  };
}

/** The Markdown text of an entry kept as a Markdown file. */
export function bodyField(hint: string): EditorField {
  return {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    hint,
    // Headings, lists and links only: the site shows no other formatting.
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
    editor_components: [],
  };
}
