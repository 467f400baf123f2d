// Each collection once: its folder, format, kind of entry and count, for the loaders
// (src/content.config.ts), the pages and the editor.
import { z } from 'astro/zod';
import { makeSchemas } from './schemas';
import { makeSiteDetailsSchema } from './site-details';
import { translatedPaths } from './translation';
import type { CountRule } from './collection-rules';

export const CONTENT = 'src/content';

export type EntryKind = keyof ReturnType<typeof makeSchemas>;

/**
 * `folder`: under src/content, one folder per locale inside. `count`: how many entries a page
 * needs, never the specification's sample counts (staff add and remove). `pdf`: a PDF list,
 * each entry gets the picture of its PDF's first page.
 */
export type FolderCollection = {
  folder: string;
  format: 'md' | 'json';
  kind: EntryKind;
  count: CountRule;
  pdf?: boolean;
};

// Generic in its kind, so each collection's entries are typed by their own kind's schema.
const list = <K extends EntryKind>(folder: string, kind: K) => ({
  folder,
  format: 'json' as const,
  kind,
  count: { min: 1 },
});

export const folderCollections = {
  activities: { folder: 'activities', format: 'md', kind: 'activity', count: { min: 1 } },
  // Pages staff make, at /<address>: the site needs none of them.
  pages: { folder: 'pages', format: 'md', kind: 'page', count: {} },
  aboutTexts: { folder: 'about/texts', format: 'md', kind: 'textBlock', count: { min: 1 } },
  homeTexts: { folder: 'home/texts', format: 'md', kind: 'textBlock', count: { exactly: 1 } },
  newsletters: { folder: 'newsletters', format: 'md', kind: 'newsletter', count: { min: 1 }, pdf: true },
  documents: { ...list('documents', 'document'), pdf: true },
  news: list('news', 'newsImage'),
  gallery: list('gallery', 'galleryPhoto'),
  facilities: list('infrastructure/facilities', 'facility'),
  infrastructurePhotos: list('infrastructure/photo-list', 'captionedPhoto'),
  values: list('about/values', 'listItem'),
  features: list('about/features', 'listItem'),
  carousel: list('home/carousel', 'captionedPhoto'),
  banners: list('home/banners', 'banner'),
  cards: list('home/cards', 'card'),
  reasons: list('home/reasons', 'point'),
  achievements: list('home/achievements', 'captionedPhoto'),
  videos: list('home/videos', 'video'),
  wellWishers: list('home/well-wishers', 'wellWisher'),
} as const satisfies Record<string, FolderCollection>;

/** The school's details: one file with every locale's words side by side (Decap's single_file). */
export const SITE_FILE = `${CONTENT}/site/site.json`;

const standIns = { image: () => z.string(), publicFileExists: () => true };
/** Every kind's schema with stand-ins for the build's file checks (photos and files are text): for the editor. */
export const shapes = { ...makeSchemas(standIns), site: makeSiteDetailsSchema(standIns) };

export type CollectionName = keyof typeof folderCollections | 'site';

/** The translatable fields of a collection's entries ("title", "photos.*.alt"). */
export const translatableFieldsOf = (collection: CollectionName) =>
  translatedPaths(collection === 'site' ? shapes.site : shapes[folderCollections[collection].kind]);
