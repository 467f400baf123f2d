// The JavaScript files of the built site (dist/_astro/) that each page can
// load: its module scripts and preloads, and everything they import,
// statically or with import(). Used to keep the staff editor's code (/admin)
// apart from what visitors load.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorRoutes, isEditorPath } from '../../src/lib/routes/site-routes.ts';
import { toPagePath } from '../../src/lib/navigation/page-path.ts';

export const DIST = 'dist';

/** Every built page's file, such as "dist/about.html". */
export function builtPages(folder = DIST): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' ? [] : builtPages(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

/** True for the built file of an editor page (dist/admin.html). */
export const isEditorPage = (page: string) => isEditorPath(toPagePath(page.slice(DIST.length)));

/** The page that starts the editor itself (/admin), among the editor's pages (its list of untranslated words has no script). */
export const isEditorStartPage = (page: string) =>
  toPagePath(page.slice(DIST.length)) === editorRoutes.admin.path;

/** "/_astro/x.js" and "./y.js" inside a chunk both name files in dist/_astro/. */
const CHUNK_REFERENCE = /["'](?:\/?_astro\/|\.\/)([\w.-]+\.js)["']/g;

/** Every chunk a page can load (file names in dist/_astro/). */
export function chunksOf(page: string): Set<string> {
  const html = readFileSync(page, 'utf8');
  // Script src, modulepreload href, and an island's component-url alike.
  const pending = [...html.matchAll(/"\/_astro\/([\w.-]+\.js)"/g)].map((match) => match[1] ?? '');
  const reached = new Set<string>();
  for (let chunk = pending.pop(); chunk !== undefined; chunk = pending.pop()) {
    if (reached.has(chunk)) continue;
    reached.add(chunk);
    const code = readFileSync(join(DIST, '_astro', chunk), 'utf8');
    for (const match of code.matchAll(CHUNK_REFERENCE)) pending.push(match[1] ?? '');
  }
  return reached;
}

/** The chunks visitors' pages can load: every page's but the editor's. */
export function visitorChunks(): Set<string> {
  return new Set(
    builtPages()
      .filter((page) => !isEditorPage(page))
      .flatMap((page) => [...chunksOf(page)]),
  );
}

/** The chunks only the editor loads: its own code, none of it shared with visitors' pages. */
export function editorOnlyChunks(): string[] {
  const visitors = visitorChunks();
  const editor = builtPages()
    .filter(isEditorPage)
    .flatMap((page) => [...chunksOf(page)]);
  return [...new Set(editor)].filter((chunk) => !visitors.has(chunk));
}
