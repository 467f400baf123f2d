// What the offline reader (service-worker.ts) decides, as plain functions the unit tests can call: which
// requests it answers, which pages it keeps, and the two changes it makes to a saved page's HTML (the note
// that says it is a saved copy, and the offline page's list of saved pages). Runs inside the worker: no DOM.
import { formatDisplayDate, formatIsoDate } from '../../lib/media/format-date.ts';
import {
  isEditorPath,
  isSearchable,
  localeOfPath,
  localisedPath,
  siteRoutes,
  withoutHtml,
} from '../../lib/routes/site-routes.ts';
import { isLocale } from '../../i18n/locales.ts';
import { escapeHtml } from '../../lib/text/escape-html.ts';

/** Cache names. A new shape of what a cache holds takes a new name; the worker deletes every other. */
export const CACHES = {
  /** Pages the visitor opened, oldest first. */
  pages: 'saved-pages-v1',
  /** The files those pages use under /_astro/ (photos, island code), last used last: hashed, never changed. */
  files: 'saved-files-v1',
  /** The offline page of each language the visitor has read. */
  offline: 'offline-page-v1',
} as const;

/**
 * A cheap phone has little room: the pages and files used last are kept, the others go. Fifty pages of text
 * with their photos (a gallery page's 60 thumbnails are about 1.2 MB) stay well under 20 MB.
 */
export const SAVED_PAGE_LIMIT = 50;
export const SAVED_FILE_LIMIT = 400;

/**
 * How long a page may take to arrive, whole, before the saved copy is shown instead: a text page's 10 to
 * 15 KB arrive in 1 to 3 s on 2G, so a working but slow connection still gets the page from the site.
 */
export const PAGE_WAIT_MS = 10_000;

/** The header a saved page is stored with: when it was saved, for the note on the copy. */
export const SAVED_AT_HEADER = 'x-saved-at';

type RequestFacts = Pick<Request, 'method' | 'mode' | 'url' | 'headers' | 'referrer'>;

/**
 * 'page' for a visit to a page of this site (the network first, then the saved copy), 'file' for a hashed
 * file (the saved one first), null for everything the browser does as if there were no worker: sending a
 * form, the editor and its files, search's index, PDFs and videos (large, fetched in ranges), other sites.
 */
export function handlingOf(request: RequestFacts, origin: string): 'page' | 'file' | null {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin || request.headers.has('range')) return null;
  if (request.mode === 'navigate') return isEditorPath(url.pathname) ? null : 'page';
  // The editor's own files (Decap, 1.6 MB) are left to it: staff work online, on a desk computer.
  const askedBy = request.referrer.startsWith(origin) ? new URL(request.referrer).pathname : '';
  return isHashedFile(request.url, origin) && !isEditorPath(askedBy) ? 'file' : null;
}

/** A file of this site whose name carries its content's hash (Astro's /_astro/ folder): safe to keep as it is. */
export const isHashedFile = (url: string, origin: string) => {
  const { origin: from, pathname } = new URL(url);
  return from === origin && pathname.startsWith('/_astro/');
};

/** Every hashed file a page's HTML names (sources, srcset entries, scripts, preloads), as full addresses. */
export function hashedFilesIn(html: string, pageUrl: string): string[] {
  const paths = html.match(/\/_astro\/[^"'\s,)<>]+/g) ?? [];
  return [...new Set(paths.map((path) => new URL(path, pageUrl).href))];
}

/** The modules a script imports, statically or on demand ("./client.js" beside it), as full addresses. */
export function importsIn(script: string, scriptUrl: string): string[] {
  const paths = script.match(/(?<=\b(?:from|import)\s*\(?\s*["'])\.{1,2}\/[^"']+\.js(?=["'])/g) ?? [];
  return [...new Set(paths.map((path) => new URL(path, scriptUrl).href))];
}

/** One saved copy per page: "/about", "/about/", "/about.html" and "/about?from=feed" are the same HTML on a static site. */
export const pageKey = (url: string) => new URL(withoutHtml(new URL(url).pathname), url).href;

/** A file's name ends in its type ("a.pdf", "b.webp"); a page's address has none, or ".html". */
const FILE_NAME = /\.(?!html$)[\w-]+$/;

/**
 * Pages worth reading offline: those with words of their own (not search, the NOT FOUND page or this one).
 * A PDF or photo opened on its own matches a route's pattern ("/newsletters/[id]") but is no page: saved as
 * one, it came back broken and took a page's place. (An address of no route answers 404, never saved.)
 */
export function isWorthSaving(url: string): boolean {
  const path = new URL(url).pathname;
  return !FILE_NAME.test(path) && isSearchable(path);
}

/** The offline page in the language of an address: "/gu/about" gives "https://…/gu/offline". */
export const offlinePageUrl = (url: string) =>
  new URL(localisedPath(siteRoutes.offline.path, localeOfPath(new URL(url).pathname)), url).href;

/** When a saved response was stored (its SAVED_AT_HEADER), or null for one stored without it. */
export function savedAtOf(response: Pick<Response, 'headers'>): Date | null {
  const savedAt = new Date(response.headers.get(SAVED_AT_HEADER) ?? '');
  return Number.isNaN(savedAt.getTime()) ? null : savedAt;
}

/** The note of a saved copy, as the offline page keeps it (SavedCopyNote.astro). */
const NOTE_TEMPLATE = /<template data-saved-copy-note[^>]*>([\s\S]*?)<\/template>/;
/** A "Try again" link (the note's, the offline page's), up to its address if it has one. */
const TRY_AGAIN = /(<a[^>]*\sdata-try-again(?=[\s>])[^>]*?)(?:\shref="[^"]*")?(?=[\s>])/;

/** "Try again" asks for the address again with its query: a search's words are in it (/search?q=fees). */
const withAddress = (html: string, url: string) => {
  const { pathname, search } = new URL(url);
  return html.replace(
    TRY_AGAIN,
    (_link, start: string) => `${start} href="${escapeHtml(pathname + search)}"`,
  );
};

/** The header's language switch (Header.astro), whose address on the offline page is the offline page's own. */
const LANGUAGE_SWITCH = /<a href="[^"]*"( hreflang="([\w-]+)")/g;

/** The offline page's language switch leads to the page asked for in the other language, not to its offline page. */
const withSwitchTo = (html: string, url: string) =>
  html.replace(LANGUAGE_SWITCH, (link, rest: string, locale: string) =>
    isLocale(locale) ? `<a href="${escapeHtml(localisedPath(new URL(url).pathname, locale))}"${rest}` : link,
  );

/**
 * The page saved from `url`, with the note from `offlinePage` (the offline page of its language) at the
 * top of its <main>: the day it was saved in that language, and "Try again" leading back to `url`.
 */
export function markSavedCopy(html: string, savedAt: Date, url: string, offlinePage: string): string {
  const note = NOTE_TEMPLATE.exec(offlinePage)?.[1];
  const main = /<main[^>]*>/.exec(html);
  if (!note || !main) return html; // the page as it is, rather than no page
  const locale = /data-date-locale="([^"]+)"/.exec(note)?.[1] ?? 'en-GB';
  const date = `<time datetime="${formatIsoDate(savedAt)}">${formatDisplayDate(savedAt, locale)}</time>`;
  const shown = withAddress(
    note.trim().replace(/<span data-saved-at[^>]*><\/span>/, () => date),
    url,
  );
  const at = main.index + main[0].length;
  return html.slice(0, at) + shown + html.slice(at);
}

/** A saved page as the offline page lists it: its address and its HTML, whose <h1> names it. */
export interface SavedPage {
  url: string;
  html: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** A page's name as its <h1> gives it (its <title> carries the school's name too), in the link's markup. */
function linkTo({ url, html }: SavedPage): string {
  const [, attributes = '', heading = ''] = /<h1([^>]*)>([\s\S]*?)<\/h1>/.exec(html) ?? [];
  const text = heading
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (_entity, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  const path = new URL(url).pathname;
  // A heading still in English on a page in another language says so, as on the page.
  const lang = /\slang="([\w-]+)"/.exec(attributes)?.[1];
  return `<a href="${escapeHtml(path)}"${lang ? ` lang="${lang}"` : ''}>${escapeHtml(text || path)}</a>`;
}

/**
 * The offline page as shown at `url` (the address that could not arrive): its "Try again" leads there, and
 * its list names the saved pages in the page's language (`locale`), newest first. With none, the list stays hidden.
 */
export function fillOfflinePage(
  html: string,
  url: string,
  saved: readonly SavedPage[],
  locale = localeOfPath(new URL(url).pathname),
): string {
  const items = saved
    .filter((page) => localeOfPath(new URL(page.url).pathname) === locale)
    .reverse() // filter made a copy
    .map((page) => `<li>${linkTo(page)}</li>`);
  const withRetry = withSwitchTo(withAddress(html, url), url);
  if (items.length === 0) return withRetry;
  return withRetry
    .replace(/(<section[^>]* data-saved-pages) hidden/, (_section, start: string) => start)
    .replace(
      /(<ul[^>]* data-saved-page-list[^>]*>)<\/ul>/,
      (_list, start: string) => `${start}${items.join('')}</ul>`,
    );
}
