/**
 * What the editor shows in its left-hand menu: every content collection of
 * src/lib/content/collections.ts, in the order staff think of the site, each
 * edited in English and Gujarati side by side (Decap's i18n). Words are
 * given per language; facts (photos, dates, files, order) once, in English,
 * and hidden on the Gujarati side. Creating an entry creates it in both
 * languages; a word left empty shows in English on the Gujarati pages.
 */
import type { CmsCollection, CmsCollectionFile, CmsField } from 'decap-cms-core';
import {
  CONTENT,
  folderCollections,
  SITE_FILE,
  wordFieldsOf,
  type CollectionName,
} from '../../lib/content/collections.ts';
import { hasPreview } from '../preview/shapes.ts';
import { itemFields, type EditorField, type PhotoPlace } from './fields.ts';

type FolderName = keyof typeof folderCollections;

interface Section {
  collection: FolderName;
  /** The file name of a new entry, from its fields (Decap's slug template); the title's words by default. */
  slug?: string;
  label: string;
  /** What one entry is called, for the "New …" button. */
  item: string;
  /** The field whose English words name a new entry's file. */
  nameFrom: string;
  /** What each entry shows in the list. */
  summary: string;
  /** False where a page needs exactly the entries there are. */
  canAdd?: boolean;
}

const DATE_TITLE = (date: string) => `{{${date}}} · {{title}}`;

export const sections: Section[] = [
  {
    collection: 'pages',
    label: 'Pages',
    item: 'Page',
    nameFrom: 'title',
    // The address staff choose names the files, once: renaming the title later moves nothing.
    slug: '{{address}}',
    summary: '{{title}} · /{{address}}',
  },
  {
    collection: 'news',
    label: 'News corner',
    item: 'News clipping',
    nameFrom: 'title',
    summary: DATE_TITLE('date'),
  },
  {
    collection: 'newsletters',
    label: 'Newsletters',
    item: 'Newsletter',
    nameFrom: 'title',
    summary: DATE_TITLE('issueDate'),
  },
  {
    collection: 'documents',
    label: 'Interact Club document',
    item: 'Document',
    nameFrom: 'title',
    summary: '{{title}}',
    canAdd: false,
  },
  {
    collection: 'activities',
    label: 'Activities',
    item: 'Activity',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'homeTexts',
    label: 'Home page · welcome text',
    item: 'Welcome text',
    nameFrom: 'title',
    summary: '{{title}}',
    canAdd: false,
  },
  {
    collection: 'carousel',
    label: 'Home page · photo carousel',
    item: 'Photo',
    nameFrom: 'caption',
    summary: '{{order}}. {{caption}}',
  },
  {
    collection: 'banners',
    label: 'Home page · banner',
    item: 'Banner',
    nameFrom: 'title',
    summary: '{{title}}',
  },
  {
    collection: 'cards',
    label: 'Home page · cards',
    item: 'Card',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'reasons',
    label: 'Home page · reasons to choose us',
    item: 'Reason',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'achievements',
    label: 'Home page · achievements',
    item: 'Achievement',
    nameFrom: 'caption',
    summary: '{{order}}. {{caption}}',
  },
  {
    collection: 'videos',
    label: 'Home page · videos',
    item: 'Video',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'wellWishers',
    label: 'Home page · well-wishers',
    item: 'Well-wisher',
    nameFrom: 'name',
    summary: '{{order}}. {{name}}',
  },
  {
    collection: 'aboutTexts',
    label: 'About us · texts',
    item: 'Text block',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'values',
    label: 'About us · our values',
    item: 'Value',
    nameFrom: 'description',
    summary: '{{order}}. {{description}}',
  },
  {
    collection: 'features',
    label: 'About us · our features',
    item: 'Feature',
    nameFrom: 'description',
    summary: '{{order}}. {{description}}',
  },
  {
    collection: 'gallery',
    label: 'Gallery',
    item: 'Photo',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'facilities',
    label: 'Infrastructure · facilities',
    item: 'Facility',
    nameFrom: 'title',
    summary: '{{order}}. {{title}}',
  },
  {
    collection: 'infrastructurePhotos',
    label: 'Infrastructure · building photos',
    item: 'Photo',
    nameFrom: 'caption',
    summary: '{{order}}. {{caption}}',
  },
];

/**
 * Where a collection's photos go, and how an entry names them: the photos
 * folder of the collection's top folder ("home/photos" for "home/cards"),
 * written relative to the entry's file in its locale folder, as Astro's
 * image() reads it.
 */
export function photoPlaceOf(folder: string): PhotoPlace {
  const depth = folder.split('/').length;
  return { media: `${CONTENT}/${folder.split('/')[0]}/photos`, public: `${'../'.repeat(depth)}photos` };
}

/**
 * Decap's i18n setting for each field: "translate" for words, shown on both
 * sides; "none" for facts, given once in English and hidden on the other
 * side; a list or object holding words is translated, its facts hidden.
 */
export function withLocales(
  fields: readonly EditorField[],
  words: readonly string[],
  prefix = '',
): EditorField[] {
  return fields.map((field) => {
    const path = `${prefix}${field.name}`;
    if (field.name === 'body' && prefix === '') return { ...field, i18n: true };
    const isWord = words.includes(path);
    const holdsWords = words.some((word) => word.startsWith(`${path}.`));
    if ('fields' in field && field.fields && holdsWords) {
      const inner = field.widget === 'list' ? `${path}.*.` : `${path}.`;
      return { ...field, i18n: true, fields: withLocales(field.fields, words, inner) } as EditorField;
    }
    return { ...field, i18n: isWord } as EditorField;
  });
}

/** Decap's typings know only its own widgets; our photo widget is registered beside them. */
const asDecapFields = (fields: EditorField[]) => fields as CmsField[];

/** The format registered in src/admin/formats.ts: JSON as Prettier writes it. */
export const JSON_FORMAT = 'json-file';

function folderCollection(section: Section): CmsCollection {
  const { folder, format, kind } = folderCollections[section.collection];
  const canAdd = section.canAdd ?? true;
  const place = photoPlaceOf(folder);
  const fields = itemFields[kind](place);
  return {
    // A page's text takes photos: they go beside the page's files, named as Astro reads them.
    ...(kind === 'page' && { media_folder: `/${place.media}`, public_folder: place.public }),
    name: section.collection,
    label: section.label,
    label_singular: section.item,
    folder: `${CONTENT}/${folder}`,
    i18n: true,
    extension: format,
    format: format === 'md' ? 'frontmatter' : JSON_FORMAT,
    create: canAdd,
    delete: canAdd,
    slug: section.slug ?? '{{slug}}',
    identifier_field: section.nameFrom,
    summary: section.summary,
    sortable_fields: fields.some((field) => field.name === 'order')
      ? ['order', section.nameFrom]
      : [section.nameFrom],
    // A preview pane where src/admin/preview/ has a template for the collection.
    editor: { preview: hasPreview(section.collection) },
    fields: asDecapFields(withLocales(fields, wordFieldsOf(section.collection))),
  } as CmsCollection;
}

function siteCollection(): CmsCollection {
  const file: CmsCollectionFile = {
    name: 'site',
    label: 'Name, address, phone, e-mail and logo',
    file: SITE_FILE,
    fields: asDecapFields(
      withLocales(itemFields.siteDetails({ media: `${CONTENT}/site`, public: '' }), wordFieldsOf('site')),
    ),
  };
  return {
    name: 'school',
    label: 'School details',
    // All locales in one file: { "en": { … }, "gu": { … } }.
    i18n: { structure: 'single_file' },
    format: JSON_FORMAT,
    extension: 'json',
    delete: false,
    editor: { preview: false },
    files: [file],
  } as CmsCollection;
}

/** Every collection the editor edits, by the site's collection name. */
export const editedCollectionNames: CollectionName[] = [
  'site',
  ...sections.map((section) => section.collection),
];

export function editorCollections(): CmsCollection[] {
  return [siteCollection(), ...sections.map(folderCollection)];
}
