/**
 * Refuses, in the editor, to delete a photo or a PDF that an entry still
 * names, and says which entries do: otherwise the next build stops on the
 * entry (published site) or the site breaks (`npm run cms`). Decap has no
 * event before a media file is deleted, so the delete of the backend in
 * use (decap-server locally, GitHub when published) is wrapped: it reads
 * every entry from the same place it would delete from, first.
 */
import type { CMS } from 'decap-cms-core';
import { CONTENT } from '../../lib/content/collections.ts';
import { entriesUsing, type EntryText } from './file-uses.ts';

/** What the editor's backends offer (decap-cms-backend-proxy, -github), as far as used here. */
interface Implementation {
  entriesByFolder(
    folder: string,
    extension: string,
    depth: number,
  ): Promise<{ data: string; file: { path: string } }[]>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

/** Deep enough for src/content/home/cards/en/x.json. */
const DEPTH = 5;
const ENTRY_FILE = /\.(md|json)$/;

async function entryTexts(backend: Implementation): Promise<EntryText[]> {
  const lists = await Promise.all(
    ['md', 'json'].map((extension) => backend.entriesByFolder(CONTENT, extension, DEPTH)),
  );
  return lists.flat().map(({ data, file }) => ({ path: file.path, text: data }));
}

export class FileInUseError extends Error {}

export function guardDeletes(cms: CMS, backendNames: readonly string[]): void {
  for (const name of backendNames) {
    // Decap's registry entry of a backend is the object that makes it: its
    // `init` is replaced by one that wraps the backend it makes.
    const entry = cms.getBackend(name) as { init: (...args: unknown[]) => Implementation } | undefined;
    if (!entry) throw new Error(`Decap CMS has no ${name} backend to guard`);
    const init = entry.init;
    entry.init = (...args) => {
      const backend = init(...args);
      const deleteFiles = backend.deleteFiles.bind(backend);
      backend.deleteFiles = async (paths, commitMessage) => {
        // An entry's own files (deleting an entry) are never named by another.
        const files = paths.filter((path) => !ENTRY_FILE.test(path));
        if (files.length > 0) {
          const entries = await entryTexts(backend);
          const users = [...new Set(files.flatMap((file) => entriesUsing(file, entries)))];
          if (users.length > 0) {
            const where = users.map((path) => path.slice(CONTENT.length + 1)).join(', ');
            throw new FileInUseError(
              `it is still used by ${where}. Choose another file there first, then delete it.`,
            );
          }
        }
        return deleteFiles(paths, commitMessage);
      };
      return backend;
    };
  }
}
