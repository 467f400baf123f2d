// Refuses to delete a photo or a PDF that an entry still names, and says which entries do: otherwise the next
// build stops (published site) or the site breaks (`npm run cms`). Decap has no event before a media file is
// deleted, so the backend's delete is wrapped: it first reads every entry from where it would delete.
import type { CMS } from 'decap-cms-core';
import { CONTENT } from '../../lib/content/collections.ts';

type EntryFile = { data: string; file: { path: string } };

/** What the editor's backends offer (decap-cms-backend-proxy, -github), as far as used here. */
interface Implementation {
  entriesByFolder(folder: string, extension: string, depth: number): Promise<EntryFile[]>;
  deleteFiles(paths: string[], commitMessage: string): Promise<unknown>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The repository path a name written in an entry points to: relative to the entry's file ("../photos/x.jpg", as
// Astro's image() reads it) or a site address ("/newsletters/x.pdf", in public/).
export function resolveNamed(named: string, entryPath: string): string {
  const from = named.startsWith('/') ? 'file:///public/' : `file:///${entryPath}`;
  return decodeURIComponent(new URL(named.replace(/^\//, ''), from).pathname.slice(1));
}

/** The entries whose text names `file` (a repository path), in the order given. */
export function entriesUsing(file: string, entries: readonly { path: string; text: string }[]): string[] {
  const target = resolveNamed(file, '');
  // Whatever path leads up to the file's name, up to a quote, a space or a bracket.
  const name = target.slice(target.lastIndexOf('/') + 1);
  const named = new RegExp(`[^\\s"'()<>[\\]]*${escape(name)}(?![\\w.-])`, 'g');
  return entries
    .filter(({ path, text }) =>
      [...text.matchAll(named)].some(([match]) => resolveNamed(match, path) === target),
    )
    .map(({ path }) => path);
}

export function guardDeletes(cms: CMS, backendNames: readonly string[]): void {
  for (const name of backendNames) {
    // Decap's registry entry of a backend is the object that makes it: its
    // `init` is replaced by one that wraps the backend it makes.
    const entry = cms.getBackend(name) as { init: (...args: unknown[]) => Implementation };
    const init = entry.init;
    entry.init = (...args) => {
      const backend = init(...args);
      const deleteFiles = backend.deleteFiles.bind(backend);
      backend.deleteFiles = async (paths, commitMessage) => {
        // An entry's own files (deleting an entry) are never named by another.
        const files = paths.filter((path) => !/\.(md|json)$/.test(path));
        if (files.length > 0) {
          // Five folders deep reaches src/content/home/cards/en/x.json.
          const lists = await Promise.all(
            ['md', 'json'].map((extension) => backend.entriesByFolder(CONTENT, extension, 5)),
          );
          const entries = lists.flat().map(({ data, file }) => ({ path: file.path, text: data }));
          const users = [...new Set(files.flatMap((file) => entriesUsing(file, entries)))];
          if (users.length > 0) {
            const where = users.map((path) => path.slice(CONTENT.length + 1)).join(', ');
            throw new Error(`it is still used by ${where}. Choose another file there first, then delete it.`);
          }
        }
        return deleteFiles(paths, commitMessage);
      };
      return backend;
    };
  }
}
