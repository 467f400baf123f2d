// Stops the build, naming the entry's file and field, when a photo an entry
// names is missing: Astro's own error would come later and name only the photo.
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describeMissingImages, findImageReferences, type ImageField } from '../lib/content/collection-rules';

/** What this check reads of an entry in Astro's data store. */
export interface StoredEntry {
  data: unknown;
  /** The fields Astro's image() read, recorded when the entry is stored. */
  imageImports?: ImageField[];
}

export function checkPhotosExist(entryFile: string, entry: StoredEntry | undefined): void {
  if (!entry) return;
  const folder = dirname(resolve(entryFile));
  const photos = findImageReferences(entry.data, entry.imageImports ?? []);
  const problem = describeMissingImages(entryFile, photos, (path) => existsSync(resolve(folder, path)));
  if (problem) throw new Error(problem);
}
