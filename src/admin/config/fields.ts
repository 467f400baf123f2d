/**
 * The editor's fields, made from the content schemas (src/lib/content/): a
 * field's label, hint and widget come from its `meta`, its rules (required,
 * pattern, length, range, how many items) from the schema itself, read
 * through Zod's JSON Schema. So the editor refuses what the build would
 * refuse, a rule is written once, and a field the schema gains appears in
 * the editor by itself. A field without `meta` is added by the build (a
 * PDF's cover), never written by staff, and is left out.
 */
import { z } from 'astro/zod';
import type { CmsField, CmsFieldBase } from 'decap-cms-core';
import { makeSchemas, type EditorMeta } from '../../lib/content/schemas.ts';
import { makeSiteDetailsSchema } from '../../lib/content/site-details.ts';
import { MARKDOWN_PHOTOS_PATTERN } from '../../lib/content/collection-rules.ts';

/** Our own photo widget (src/admin/entry-image.ts), registered under this name. */
export const ENTRY_IMAGE_WIDGET = 'entry-image';

/** A photo written relative to its entry's file, as "../photos/x.jpg" (see src/admin/entry-image.ts). */
export interface EntryImageField extends CmsFieldBase {
  widget: typeof ENTRY_IMAGE_WIDGET;
  choose_url: false;
}

/** A list or object whose inner fields may hold our own photo widget. */
export type EditorField =
  | Exclude<CmsField, { widget: 'list' } | { widget: 'object' }>
  | EntryImageField
  | (CmsFieldBase & { widget: 'list'; fields: EditorField[]; summary?: string; min?: number; max?: number })
  | (CmsFieldBase & { widget: 'object'; fields: EditorField[] });

/** Where a collection's photos are kept, and how its entries name them (src/admin/config/collections.ts). */
export interface PhotoPlace {
  /** The folder, from the project root. */
  media: string;
  /** As an entry writes it: "../photos". */
  public: string;
}

/** A field as Zod's JSON Schema describes it, with the editor's meta beside its rules. */
interface SchemaNode extends Partial<EditorMeta> {
  type?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

// Zod's text() trims before checking: a value of spaces only is empty.
const NOT_BLANK: [string, string] = ['\\S', 'Write something here: it cannot be left empty.'];

/** Zod writes a whole number's unstated bounds as the largest safe integer: no bound for the editor. */
const isBound = (value: number | undefined): value is number =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;

function patternOf(node: SchemaNode): [string, string] | undefined {
  const invalid = node.invalid ?? 'Check what you wrote: see the hint above.';
  if (node.pattern) return [node.pattern, invalid];
  if (isBound(node.maxLength)) return [`^\\s*\\S[\\s\\S]{0,${node.maxLength - 1}}$`, invalid];
  return node.minLength ? NOT_BLANK : undefined;
}

function fieldOf(name: string, node: SchemaNode, required: boolean, place: PhotoPlace): EditorField {
  const base = {
    name,
    label: node.title ?? name,
    hint: node.description ?? '',
    ...(!required && { required }),
  };
  const pattern = patternOf(node);
  if (node.options) return { ...base, widget: 'select', options: [...node.options] };
  switch (node.widget) {
    case 'image':
      return {
        ...base,
        widget: ENTRY_IMAGE_WIDGET,
        media_folder: `/${place.media}`,
        public_folder: place.public,
        choose_url: false,
      };
    case 'file': {
      const extension = node.extension ?? '';
      return {
        ...base,
        widget: 'file',
        media_folder: `/public/${node.folder ?? ''}`,
        public_folder: `/${node.folder ?? ''}`,
        choose_url: false,
        // Decap checks the file's name here, not the whole path it writes.
        pattern: [`^[\\w.-]+\\.${extension}$`, `Upload a .${extension} file whose name has no spaces.`],
      };
    }
    case 'date':
      // The site stores dates as YYYY-MM-DD; the picker writes exactly that, with no time.
      return {
        ...base,
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        picker_utc: true,
        ...(pattern && { pattern }),
      };
  }
  if (node.type === 'object') {
    // Decap checks an object's inner fields even when the object is left
    // empty (ObjectControl.validate), so inside an optional one (a sign-language
    // video) they are optional in the editor; the build still requires them.
    const inner = fieldsOf(node, place);
    return { ...base, widget: 'object', fields: required ? inner : inner.map(optionalField) };
  }
  if (node.type === 'array') {
    // A folded item shows its first text (a photo's description), the same on both language sides.
    const shown = Object.entries(node.items?.properties ?? {}).find(
      ([, item]) => item.widget === 'text',
    )?.[0];
    return {
      ...base,
      widget: 'list',
      ...(shown && { summary: `{{fields.${shown}}}` }),
      fields: fieldsOf(node.items ?? {}, place),
      ...(isBound(node.minItems) && { min: node.minItems }),
      ...(isBound(node.maxItems) && { max: node.maxItems }),
    };
  }
  if (node.type === 'integer' || node.type === 'number') {
    const min = isBound(node.minimum)
      ? node.minimum
      : isBound(node.exclusiveMinimum)
        ? node.exclusiveMinimum + 1
        : undefined;
    return {
      ...base,
      widget: 'number',
      value_type: node.type === 'integer' ? 'int' : 'float',
      ...(min !== undefined && { min }),
      ...(isBound(node.maximum) && { max: node.maximum }),
    };
  }
  return { ...base, widget: node.widget === 'text' ? 'text' : 'string', ...(pattern && { pattern }) };
}

/** A field, and every field inside it, that the editor lets staff leave empty. */
function optionalField(field: EditorField): EditorField {
  const inner = 'fields' in field && field.fields ? { fields: field.fields.map(optionalField) } : {};
  return { ...field, required: false, ...inner } as EditorField;
}

function fieldsOf(node: SchemaNode, place: PhotoPlace): EditorField[] {
  return Object.entries(node.properties ?? {})
    .filter(([, child]) => child.title !== undefined)
    .map(([name, child]) => fieldOf(name, child, node.required?.includes(name) ?? false, place));
}

/** The editor's fields of a schema, with its photos kept at `place`. */
export function editorFieldsOf(schema: z.ZodType, place: PhotoPlace): EditorField[] {
  // The input, as staff write it: a date is text there, before it becomes a Date.
  return fieldsOf(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode, place);
}

/** The Markdown text of an entry kept as a Markdown file: not a schema field, so added here. */
export function bodyField(hint: string, photosAt?: PhotoPlace): EditorField {
  return {
    name: 'body',
    label: 'Text',
    widget: 'markdown',
    hint,
    // Headings, lists and links only: the site shows no other formatting.
    buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
    // A newsletter's or a page's text holds photos, each with its description (the build refuses one without).
    editor_components: photosAt ? ['image'] : [],
    ...(photosAt && {
      media_folder: `/${photosAt.media}`,
      public_folder: photosAt.public,
      choose_url: false,
      pattern: [MARKDOWN_PHOTOS_PATTERN, 'Every photo needs a description: fill in its "Alt Text".'],
    }),
  } as EditorField;
}

// The schemas with stand-ins for the build's checks: photos and files are text here.
const schemas = {
  ...makeSchemas({ image: () => z.string(), publicFileExists: () => true }),
  siteDetails: makeSiteDetailsSchema(() => z.string()),
};

export type EntryKind = keyof typeof schemas;

const BODY_HINTS: Partial<Record<EntryKind, string>> = {
  activity: 'What happens in this activity and why it matters, in a few short paragraphs.',
  textBlock: 'The text, in short paragraphs.',
  newsletter:
    'The newsletter itself, as its web page shows it: headings, short paragraphs and photos. Add a photo with the photo button and describe it for people who cannot see it.',
  page: 'The page itself: short paragraphs under headings, with links and photos. Give every photo a description.',
};

/** The kinds whose text may hold photos. */
const BODY_WITH_PHOTOS: readonly EntryKind[] = ['newsletter', 'page'];

/** The fields of each kind of entry; a Markdown kind also gets its text. */
export const itemFields = Object.fromEntries(
  Object.entries(schemas).map(([kind, schema]) => {
    const body = BODY_HINTS[kind as EntryKind];
    return [
      kind,
      (place: PhotoPlace) => [
        ...editorFieldsOf(schema, place),
        ...(body ? [bodyField(body, BODY_WITH_PHOTOS.includes(kind as EntryKind) ? place : undefined)] : []),
      ],
    ];
  }),
) as Record<EntryKind, (place: PhotoPlace) => EditorField[]>;
