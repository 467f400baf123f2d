// The editor's fields, made from the content schemas: label, hint and widget from each field's `meta`, rules
// from Zod's JSON Schema, so the editor refuses what the build would and a new schema field appears by itself.
// A field without `meta` is added by the build (a PDF's cover), never written by staff, and is left out.
import { z } from 'astro/zod';
import type { CmsFieldBase } from 'decap-cms-core';
import type { EditorMeta } from '../../lib/content/schemas.ts';
import { shapes } from '../../lib/content/collections.ts';
import { MARKDOWN_PHOTOS_PATTERN } from '../../lib/content/collection-rules.ts';

/** A Decap field, any widget (Decap's typings want each widget's own settings type). */
export type EditorField = CmsFieldBase & { widget: string; fields?: EditorField[]; [key: string]: unknown };

/** Where a collection's photos are kept (from the project root), and how its entries name them ("../photos"). */
export type PhotoPlace = { media: string; public: string };

/** A field as Zod's JSON Schema describes it, with the editor's meta beside its rules. */
type Bounds = 'minLength' | 'maxLength' | 'minimum' | 'maximum' | 'minItems' | 'maxItems';
interface SchemaNode extends Partial<EditorMeta>, Partial<Record<Bounds, number>> {
  type?: string;
  pattern?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
}

// Beside its schema, a field is given where photos go; the translatable paths ("photos.*.alt"), none inside a
// list or object holding none (Decap hides it whole on the other side); whether an optional object holds it.
type Context = { place: PhotoPlace; translatableFields?: readonly string[]; optional?: boolean };

/** Where the editor keeps a chosen file, and how the entry names it: the file's own path, never a typed address. */
const filesAt = (media: string, written: string) => ({
  media_folder: media,
  public_folder: written,
  choose_url: false,
});

/** Zod writes a whole number's unstated bounds as the largest safe integer: no bound for the editor. */
const isBound = (value: number | undefined): value is number =>
  value !== undefined && Math.abs(value) < Number.MAX_SAFE_INTEGER;

function patternOf(node: SchemaNode): [string, string] | undefined {
  const invalid = node.invalid ?? 'Check what you wrote: see the hint above.';
  if (node.pattern) return [node.pattern, invalid];
  if (isBound(node.maxLength)) return [`^\\s*\\S[\\s\\S]{0,${node.maxLength - 1}}$`, invalid];
  // Zod's text() trims before checking: a value of spaces only is empty.
  return node.minLength ? ['\\S', 'Write something here: it cannot be left empty.'] : undefined;
}

function fieldOf(path: string, node: SchemaNode, required: boolean, context: Context): EditorField {
  const name = path.slice(path.lastIndexOf('.') + 1);
  const optional = !required || context.optional;
  const base = {
    name,
    label: node.title ?? name,
    hint: node.description ?? '',
    ...(optional && { required: false }),
    // Decap's i18n: translatable fields (and a list or object holding one) on both sides; facts once, in English.
    ...(context.translatableFields && {
      i18n: context.translatableFields.some((field) => field === path || field.startsWith(`${path}.`)),
    }),
  };
  const inner = { ...context, translatableFields: base.i18n ? context.translatableFields : undefined };
  const pattern = patternOf(node);
  if (node.options) return { ...base, widget: 'select', options: [...node.options] };
  switch (node.widget) {
    case 'image':
      return {
        ...base,
        widget: 'image',
        ...filesAt(`/${context.place.media}`, context.place.public),
      };
    case 'file': {
      const extension = node.extension ?? '';
      return {
        ...base,
        widget: 'file',
        ...filesAt(`/public/${node.folder ?? ''}`, `/${node.folder ?? ''}`),
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
    // Decap checks an object's inner fields even when the object is left empty (ObjectControl.validate), so
    // inside an optional one (a sign-language video) they are optional in the editor; the build requires them.
    return { ...base, widget: 'object', fields: fieldsOf(node, { ...inner, optional }, `${path}.`) };
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
      fields: fieldsOf(node.items ?? {}, inner, `${path}.*.`),
      ...(isBound(node.minItems) && { min: node.minItems }),
      ...(isBound(node.maxItems) && { max: node.maxItems }),
    };
  }
  if (node.type === 'integer' || node.type === 'number') {
    return {
      ...base,
      widget: 'number',
      value_type: node.type === 'integer' ? 'int' : 'float',
      ...(isBound(node.minimum) && { min: node.minimum }),
      ...(isBound(node.maximum) && { max: node.maximum }),
    };
  }
  return { ...base, widget: node.widget === 'text' ? 'text' : 'string', ...(pattern && { pattern }) };
}

function fieldsOf(node: SchemaNode, context: Context, prefix = ''): EditorField[] {
  return Object.entries(node.properties ?? {})
    .filter(([, child]) => child.title !== undefined)
    .map(([name, child]) => fieldOf(prefix + name, child, node.required?.includes(name) ?? false, context));
}

export type EntryKind = keyof typeof shapes;

/** The hint of a Markdown kind's text; a newsletter's and a page's text may hold photos. */
const BODY_HINTS: Partial<Record<EntryKind, string>> = {
  activity: 'What happens in this activity and why it matters, in a few short paragraphs.',
  textBlock: 'The text, in short paragraphs.',
  newsletter:
    'The newsletter itself, as its web page shows it: headings, short paragraphs and photos. Add a photo with the photo button and describe it for people who cannot see it.',
  page: 'The page itself: short paragraphs under headings, with links and photos. Give every photo a description.',
};

/** The fields of an entry of `kind`, its photos kept at `place`, the fields at `translatableFields` translated. */
export function itemFields(
  kind: EntryKind,
  place: PhotoPlace,
  translatableFields: readonly string[] = [],
): EditorField[] {
  // The input, as staff write it: a date is text there, before it becomes a Date.
  const node = z.toJSONSchema(shapes[kind], { io: 'input', unrepresentable: 'any' }) as SchemaNode;
  const fields = fieldsOf(node, { place, translatableFields });
  const hint = BODY_HINTS[kind];
  if (!hint) return fields;
  // A newsletter's or a page's text holds photos, each with its description (the build refuses one without).
  const photos = kind === 'newsletter' || kind === 'page';
  // The Markdown text, in every language: not a schema field, so added here.
  return [
    ...fields,
    {
      name: 'body',
      label: 'Text',
      widget: 'markdown',
      hint,
      i18n: true,
      // Headings, lists and links only: the site shows no other formatting.
      buttons: ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list'],
      editor_components: photos ? ['image'] : [],
      ...(photos && {
        ...filesAt(`/${place.media}`, place.public),
        pattern: [MARKDOWN_PHOTOS_PATTERN, 'Every photo needs a description: fill in its "Alt Text".'],
      }),
    },
  ];
}
