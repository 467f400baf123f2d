// The web editor's configuration, as pure data unit tests read without a browser (no config.yml). Every collection
// is edited in English and Gujarati side by side: words per language, facts once, in English.
import type { CmsCollection, CmsConfig, CmsField } from 'decap-cms-core';
import {
  editorBackendOrigin,
  LOCAL_BACKEND_HOST,
  type EditorSettings,
} from '../../lib/cms/editor-settings.ts';
import {
  CONTENT,
  folderCollections,
  SITE_FILE,
  translatableFieldsOf,
} from '../../lib/content/collections.ts';
import { defaultLocale, locales } from '../../i18n/locales.ts';
import { itemFields, type PhotoPlace } from './editor-fields.ts';
import { messagesCollection } from './messages-collection.ts';

export type FolderName = keyof typeof folderCollections;

// The editor's JSON format (registered in src/admin/start-editor.ts): JSON as staff and Prettier write it,
// two-space indentation and a final newline, which Decap's own JSON format drops.
export const JSON_FORMAT = 'json-file';
export const jsonFileFormat = {
  fromFile: (text: string) => JSON.parse(text) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => `${JSON.stringify(data, null, 2)}\n`,
};

/** Each collection's place in the menu, in the order staff think of the site: its label and what one entry is called ("New …"). */
export const menu: Record<FolderName, [label: string, item: string]> = {
  pages: ['Pages', 'Page'],
  news: ['News corner', 'News clipping'],
  newsletters: ['Newsletters', 'Newsletter'],
  documents: ['Interact Club document', 'Document'],
  activities: ['Activities', 'Activity'],
  homeTexts: ['Home page · welcome text', 'Welcome text'],
  carousel: ['Home page · photo carousel', 'Photo'],
  banners: ['Home page · banner', 'Banner'],
  cards: ['Home page · cards', 'Card'],
  reasons: ['Home page · reasons to choose us', 'Reason'],
  achievements: ['Home page · achievements', 'Achievement'],
  videos: ['Home page · videos', 'Video'],
  wellWishers: ['Home page · well-wishers', 'Well-wisher'],
  aboutTexts: ['About us · texts', 'Text block'],
  values: ['About us · our values', 'Value'],
  features: ['About us · our features', 'Feature'],
  gallery: ['Gallery', 'Photo'],
  facilities: ['Infrastructure · facilities', 'Facility'],
  infrastructurePhotos: ['Infrastructure · building photos', 'Photo'],
};

/** Where a page needs exactly the entries there are: none added or deleted. */
const FIXED: readonly FolderName[] = ['documents', 'homeTexts'];
/** Where a page shows one entry only: no position in the list. */
const ONE_SHOWN: readonly FolderName[] = [...FIXED, 'banners'];

// The entries the preview pane shows (on for these collections only), and which field plays each part of the
// site's page: heading, the words under it, date, Markdown text, { src, alt } photos, one photo, a PDF.
export type PreviewShape = { title: string; body?: boolean } & Partial<
  Record<'lead' | 'date' | 'photos' | 'image' | 'file', string>
>;

export const previewShapes: Record<string, PreviewShape> = {
  pages: { title: 'title', lead: 'description', body: true },
  activities: { title: 'title', lead: 'tagline', body: true, photos: 'photos' },
  aboutTexts: { title: 'title', body: true },
  homeTexts: { title: 'title', body: true },
  news: { title: 'title', date: 'date', image: 'image' },
  newsletters: { title: 'title', date: 'issueDate', lead: 'summary', file: 'file' },
};

/** A collection's photos: its top folder's photos ("home/photos" for "home/cards"), named from the entry's file. */
export function photoPlaceOf(folder: string): PhotoPlace {
  const depth = folder.split('/').length;
  return { media: `${CONTENT}/${folder.split('/')[0]}/photos`, public: `${'../'.repeat(depth)}photos` };
}

function folderCollection(name: FolderName): CmsCollection {
  const { folder, format, kind } = folderCollections[name];
  const canAdd = !FIXED.includes(name);
  const place = photoPlaceOf(folder);
  const fields = itemFields(kind, place, translatableFieldsOf(name));
  const has = (field: string) => fields.some((each) => each.name === field);
  // A new entry's file is named from its first words; the list shows them after its position or date.
  const nameFrom = ['title', 'caption', 'name', 'description'].find(has) ?? 'title';
  const date = fields.find((field) => field.widget === 'datetime')?.name;
  const ordered = has('order') && !date && !ONE_SHOWN.includes(name);
  return {
    // A page's text takes photos: they go beside the page's files, named as Astro reads them.
    ...(kind === 'page' && { media_folder: `/${place.media}`, public_folder: place.public }),
    name,
    label: menu[name][0],
    label_singular: menu[name][1],
    folder: `${CONTENT}/${folder}`,
    i18n: true,
    extension: format,
    format: format === 'md' ? 'frontmatter' : JSON_FORMAT,
    create: canAdd,
    delete: canAdd,
    // The address staff choose names a page's files, once: renaming the title later moves nothing.
    slug: kind === 'page' ? '{{address}}' : '{{slug}}',
    identifier_field: nameFrom,
    summary:
      kind === 'page'
        ? '{{title}} · /{{address}}'
        : `${ordered ? '{{order}}. ' : ''}${date ? `{{${date}}} · ` : ''}{{${nameFrom}}}`,
    sortable_fields: has('order') ? ['order', nameFrom] : [nameFrom],
    editor: { preview: Object.hasOwn(previewShapes, name) },
    fields,
  } as CmsCollection;
}

// "../site", not "": Decap joins it to the file's name, and Astro's image() takes a bare "logo.png" for a package.
const SITE_PHOTOS: PhotoPlace = { media: `${CONTENT}/site`, public: '../site' };

/** The school's details: all locales in one file, { "en": { … }, "gu": { … } }. */
const schoolCollection = () =>
  ({
    name: 'school',
    label: 'School details',
    i18n: { structure: 'single_file' },
    format: JSON_FORMAT,
    extension: 'json',
    delete: false,
    editor: { preview: false },
    files: [
      {
        name: 'site',
        label: 'Name, address, phone, e-mail and logo',
        file: SITE_FILE,
        // Decap's typings want each widget's own settings type; these fields are made from the schema.
        fields: itemFields('site', SITE_PHOTOS, translatableFieldsOf('site')) as CmsField[],
      },
    ],
  }) as CmsCollection;

// Where the editor saves: the working copy through decap-server (`npm run cms`), as the "proxy" backend too so
// a stopped decap-server shows an error, not a GitHub sign-in; or GitHub, signing in through `authUrl`.
function backendOf(settings: EditorSettings): Pick<CmsConfig, 'backend' | 'local_backend' | 'publish_mode'> {
  if (settings.mode === 'unconfigured') throw new Error('the editor has no backend: see docs/cms.md');
  if (settings.mode === 'github') {
    return {
      backend: { name: 'github', repo: settings.repo, branch: settings.branch, base_url: settings.authUrl },
      local_backend: false,
      // Drafts and review: saved as a draft, set "In review" and published by a second person.
      publish_mode: 'editorial_workflow',
    };
  }
  // No publish_mode: decap-server's file mode, which leaves the working copy's Git alone,
  // offers only "Publish now" (docs/cms.md).
  const url = `${editorBackendOrigin(settings)}/api/v1`;
  return {
    backend: { name: 'proxy', proxy_url: url },
    local_backend: { url, allowed_hosts: [LOCAL_BACKEND_HOST, 'localhost'] },
  };
}

export function buildEditorConfig(settings: EditorSettings): CmsConfig {
  return {
    ...backendOf(settings),
    load_config_file: false,
    // Every field that takes a file names its own folder; this is only where the editor's "Media" page looks.
    media_folder: 'public/newsletters',
    public_folder: '/newsletters',
    show_preview_links: false,
    // File names from titles in Latin letters only ("Café" gives "cafe"): a Gujarati title gives none,
    // so a page's address is the staff's own.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // A folder per locale ("activities/gu/science.md"), unless a collection keeps its locales in one file.
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    editor: { preview: false },
    collections: editorCollections(),
  };
}

/** The editor's collections, in its menu's order (/admin/untranslated names them by their labels). */
export const editorCollections = () => [
  schoolCollection(),
  ...(Object.keys(menu) as FolderName[]).map(folderCollection),
  messagesCollection(),
];
