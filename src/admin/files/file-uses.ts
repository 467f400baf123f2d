/**
 * Which entries still name a photo or a PDF: the editor refuses to delete a
 * file that one does (guard-deletes.ts), since the build would stop on the
 * entry that names a missing file.
 *
 * Entries name a file relative to their own file ("../photos/x.jpg", as
 * Astro's image() reads it) or by its site address ("/newsletters/x.pdf",
 * a file in public/); paths here are the repository's ("src/content/…").
 */
export interface EntryText {
  /** The entry's file in the repository, such as "src/content/activities/en/sports.md". */
  path: string;
  /** Its text, as stored. */
  text: string;
}

const dirname = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0));
const basename = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "a/b/../c/./d" → "a/c/d". */
function normalize(path: string): string {
  const parts: string[] = [];
  for (const part of path.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** The repository path a file name written in an entry points to. */
export function resolveNamed(named: string, entryPath: string): string {
  if (named.startsWith('/')) return normalize(`public${named}`);
  return normalize(`${dirname(entryPath)}/${named}`);
}

/** The entries whose text names `file` (a repository path), in the order given. */
export function entriesUsing(file: string, entries: readonly EntryText[]): string[] {
  const target = normalize(file);
  // Whatever path leads up to the file's name, up to a quote, a space or a bracket.
  const named = new RegExp(`[^\\s"'()<>[\\]]*${escape(basename(target))}(?![\\w.-])`, 'g');
  return entries
    .filter(({ path, text }) =>
      [...text.matchAll(named)].some(([match]) => resolveNamed(match, path) === target),
    )
    .map(({ path }) => path);
}
