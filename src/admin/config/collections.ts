/**
 * What the editor shows in its left-hand menu: every content collection of
 * src/content.config.ts, grouped the way staff think of the site. Adding a
 * collection to the site is one line here (a unit test fails until it is
 * added). The `collection` of each entry is the collection's name in
 * src/content.config.ts, and its `path` the file or folder its loader reads.
 */
import type { CmsCollection, CmsCollectionFile } from 'decap-cms-core';
import { localeFacts, translatedLocales, type TranslatedLocale } from '../../i18n/locales.ts';
import { twinPathOf } from '../../lib/content/twins.ts';
import { itemFields, type EntryKind } from './item-fields.ts';
import type { EditorField } from './fields.ts';
import { twinSchemas, wordFields } from './twin-fields.ts';

/** A JSON file that holds one list (a top-level array), edited as a list of items. */
export interface ListFile {
  collection: string;
  label: string;
  /** What one item is called, for the "Add …" button. */
  item: string;
  path: string;
  kind: EntryKind;
  /** What each item shows in the list while folded. */
  summary: string;
}

/** A folder of Markdown files, one entry per file. */
export interface MarkdownFolder {
  collection: string;
  label: string;
  item: string;
  path: string;
  kind: Extract<EntryKind, 'activity' | 'textBlock'>;
  /** False where the page shows exactly one entry. */
  canAdd: boolean;
}

export const CONTENT = 'src/content';

export const listSections: { name: string; label: string; files: ListFile[] }[] = [
  {
    name: 'newsAndNewsletters',
    label: 'News and newsletters',
    files: [
      {
        collection: 'news',
        label: 'News corner',
        item: 'News clipping',
        path: `${CONTENT}/news/news.json`,
        kind: 'newsImage',
        summary: '{{fields.date}} · {{fields.title}}',
      },
      {
        collection: 'newsletters',
        label: 'Newsletters',
        item: 'Newsletter',
        path: `${CONTENT}/newsletters/newsletters.json`,
        kind: 'newsletter',
        summary: '{{fields.issueDate}} · {{fields.title}}',
      },
      {
        collection: 'documents',
        label: 'Interact Club document',
        item: 'Document',
        path: `${CONTENT}/documents/documents.json`,
        kind: 'document',
        summary: '{{fields.title}}',
      },
    ],
  },
  {
    name: 'homePage',
    label: 'Home page',
    files: [
      {
        collection: 'carousel',
        label: 'Photo carousel',
        item: 'Photo',
        path: `${CONTENT}/home/carousel.json`,
        kind: 'captionedPhoto',
        summary: '{{fields.caption}}',
      },
      {
        collection: 'banners',
        label: 'Banner',
        item: 'Banner',
        path: `${CONTENT}/home/banners.json`,
        kind: 'banner',
        summary: '{{fields.title}}',
      },
      {
        collection: 'cards',
        label: 'Cards',
        item: 'Card',
        path: `${CONTENT}/home/cards.json`,
        kind: 'card',
        summary: '{{fields.title}}',
      },
      {
        collection: 'reasons',
        label: 'Reasons to choose us',
        item: 'Reason',
        path: `${CONTENT}/home/reasons.json`,
        kind: 'point',
        summary: '{{fields.title}}',
      },
      {
        collection: 'achievements',
        label: 'Achievements',
        item: 'Achievement',
        path: `${CONTENT}/home/achievements.json`,
        kind: 'captionedPhoto',
        summary: '{{fields.caption}}',
      },
      {
        collection: 'videos',
        label: 'Videos',
        item: 'Video',
        path: `${CONTENT}/home/videos.json`,
        kind: 'video',
        summary: '{{fields.title}}',
      },
      {
        collection: 'wellWishers',
        label: 'Well-wishers',
        item: 'Well-wisher',
        path: `${CONTENT}/home/well-wishers.json`,
        kind: 'wellWisher',
        summary: '{{fields.name}}',
      },
    ],
  },
  {
    name: 'aboutPage',
    label: 'About us page: lists',
    files: [
      {
        collection: 'values',
        label: 'Our values',
        item: 'Value',
        path: `${CONTENT}/about/values.json`,
        kind: 'listItem',
        summary: '{{fields.description}}',
      },
      {
        collection: 'features',
        label: 'Our features',
        item: 'Feature',
        path: `${CONTENT}/about/features.json`,
        kind: 'listItem',
        summary: '{{fields.description}}',
      },
    ],
  },
  {
    name: 'photosAndBuildings',
    label: 'Gallery and infrastructure',
    files: [
      {
        collection: 'gallery',
        label: 'Gallery',
        item: 'Photo',
        path: `${CONTENT}/gallery/gallery.json`,
        kind: 'galleryPhoto',
        summary: '{{fields.title}}',
      },
      {
        collection: 'facilities',
        label: 'Facilities',
        item: 'Facility',
        path: `${CONTENT}/infrastructure/facilities.json`,
        kind: 'facility',
        summary: '{{fields.title}}',
      },
      {
        collection: 'infrastructurePhotos',
        label: 'Building photos',
        item: 'Photo',
        path: `${CONTENT}/infrastructure/photos.json`,
        kind: 'captionedPhoto',
        summary: '{{fields.caption}}',
      },
    ],
  },
];

export const markdownFolders: MarkdownFolder[] = [
  {
    collection: 'activities',
    label: 'Activities',
    item: 'Activity',
    path: `${CONTENT}/activities`,
    kind: 'activity',
    canAdd: true,
  },
  {
    collection: 'aboutTexts',
    label: 'About us page: texts',
    item: 'Text block',
    path: `${CONTENT}/about`,
    kind: 'textBlock',
    canAdd: true,
  },
  {
    collection: 'homeTexts',
    label: 'Home page: welcome text',
    item: 'Welcome text',
    path: `${CONTENT}/home`,
    kind: 'textBlock',
    canAdd: false,
  },
];

/** The school's details: one JSON object, not a list. */
export const siteDetailsFile = {
  collection: 'site',
  label: 'School details',
  path: `${CONTENT}/site/site.json`,
};

/** The folder a file lives in: where its photos folder is. */
const folderOf = (path: string) => path.slice(0, path.lastIndexOf('/'));

/** The format names registered in src/admin/formats.ts. */
export const LIST_FORMAT = 'json-array';
export const OBJECT_FORMAT = 'json-object';

/** The list field each list file is edited through: the format maps the file's array to `items`. */
export function listField(file: ListFile): Extract<EditorField, { widget: 'list' }> {
  return {
    name: 'items',
    label: file.label,
    label_singular: file.item,
    widget: 'list',
    collapsed: true,
    min: 1,
    summary: file.summary,
    hint: 'Drag an item to move it: the site shows them in this order. Open an item to change it.',
    fields: itemFields[file.kind](folderOf(file.path)),
  };
}

/** Decap's typings know only its own widgets; our photo widget is registered beside them. */
const asDecapFields = (fields: EditorField[]) => fields as CmsCollectionFile['fields'];

function listCollection(section: (typeof listSections)[number]): CmsCollection {
  return {
    name: section.name,
    label: section.label,
    format: LIST_FORMAT,
    extension: 'json',
    delete: false,
    editor: { preview: false },
    files: section.files.map((file) => ({
      name: file.collection,
      label: file.label,
      file: file.path,
      fields: asDecapFields([listField(file)]),
    })),
  } as CmsCollection;
}

function markdownCollection(folder: MarkdownFolder): CmsCollection {
  return {
    name: folder.collection,
    label: folder.label,
    label_singular: folder.item,
    folder: folder.path,
    // Not `nested`: Decap then reads only the folder's own files, so the
    // Gujarati twins in gu/ are not entries of the English collection.
    extension: 'md',
    format: 'frontmatter',
    create: folder.canAdd,
    delete: folder.canAdd,
    slug: '{{slug}}',
    identifier_field: 'title',
    summary: '{{order}}. {{title}}',
    sortable_fields: ['order', 'title'],
    editor: { preview: false },
    fields: asDecapFields(itemFields[folder.kind](folder.path)),
  } as CmsCollection;
}

function siteCollection(): CmsCollection {
  return {
    name: 'school',
    label: siteDetailsFile.label,
    format: OBJECT_FORMAT,
    extension: 'json',
    delete: false,
    editor: { preview: false },
    files: [
      {
        name: siteDetailsFile.collection,
        label: 'Name, address, phone, e-mail and logo',
        file: siteDetailsFile.path,
        fields: asDecapFields(itemFields.siteDetails(folderOf(siteDetailsFile.path))),
      },
    ],
  } as CmsCollection;
}

/** "ગુજરાતી · Home page": the twins' sections come after the English ones, under the language's own name. */
const twinLabel = (label: string, locale: TranslatedLocale) => `${localeFacts[locale].nativeName} · ${label}`;

const TWIN_LIST_HINT =
  'The same items as the English list, in the same order: for each, its short name and its words in this language.';

const twinFieldsOf = (kind: EntryKind, englishFields: readonly EditorField[]) =>
  wordFields(englishFields, twinSchemas[kind]);

/**
 * The twins of a section's list files. Staff add an item here with the
 * English item's short name; the build says which item lacks its words.
 */
function twinListCollection(section: (typeof listSections)[number], locale: TranslatedLocale): CmsCollection {
  const english = listCollection(section);
  return {
    ...english,
    name: `${section.name}-${locale}`,
    label: twinLabel(section.label, locale),
    files: section.files.map((file) => {
      const englishList = listField(file);
      const twinList = {
        ...englishList,
        hint: TWIN_LIST_HINT,
        fields: twinFieldsOf(file.kind, englishList.fields),
      };
      return {
        name: file.collection,
        label: file.label,
        file: twinPathOf(file.path, locale),
        fields: asDecapFields([twinList]),
      };
    }),
  } as CmsCollection;
}

/**
 * The twins of a Markdown folder, in its gu/ subfolder. Staff change the
 * words of a twin here but cannot add one: Decap names a new file after its
 * title, and a twin must carry its English file's name.
 */
function twinMarkdownCollection(folder: MarkdownFolder, locale: TranslatedLocale): CmsCollection {
  const english = markdownCollection(folder);
  const twinFolder = `${folder.path}/${locale}`;
  return {
    ...english,
    name: `${folder.collection}-${locale}`,
    label: twinLabel(folder.label, locale),
    folder: twinFolder,
    create: false,
    delete: false,
    summary: '{{title}}',
    sortable_fields: ['title'],
    fields: asDecapFields(twinFieldsOf(folder.kind, itemFields[folder.kind](folder.path))),
  } as CmsCollection;
}

function twinSiteCollection(locale: TranslatedLocale): CmsCollection {
  const english = siteCollection();
  return {
    ...english,
    name: `school-${locale}`,
    label: twinLabel(siteDetailsFile.label, locale),
    files: [
      {
        name: siteDetailsFile.collection,
        label: 'Name, address and descriptions',
        file: twinPathOf(siteDetailsFile.path, locale),
        fields: asDecapFields(
          twinFieldsOf('siteDetails', itemFields.siteDetails(folderOf(siteDetailsFile.path))),
        ),
      },
    ],
  } as CmsCollection;
}

function twinCollections(locale: TranslatedLocale): CmsCollection[] {
  return [
    twinSiteCollection(locale),
    ...listSections.slice(0, 1).map((section) => twinListCollection(section, locale)),
    ...markdownFolders.map((folder) => twinMarkdownCollection(folder, locale)),
    ...listSections.slice(1).map((section) => twinListCollection(section, locale)),
  ];
}

export function editorCollections(): CmsCollection[] {
  return [
    siteCollection(),
    ...listSections.slice(0, 1).map(listCollection),
    ...markdownFolders.map(markdownCollection),
    ...listSections.slice(1).map(listCollection),
    ...translatedLocales.flatMap(twinCollections),
  ];
}
