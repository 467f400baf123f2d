// The offline reader, built into dist/sw.js (offline-integration.ts). A page comes from the site when it
// can, and is saved on the phone as it arrives; when it cannot arrive, or has not started to in
// PAGE_WAIT_MS, its saved copy is shown with a note saying so, and a page never opened shows the offline
// page, which lists the pages that are saved. Photos and code under /_astro/ are kept as they are used.
// Our own code, not Workbox: its NetworkFirst waits for ever after its timeout when nothing is saved,
// which is the blank page this is here to end; what it does beyond that (a count limit, one fallback)
// is a few lines here, where the library and its bundling would add about 15 KB to every phone.
import type { Locale } from '../../i18n/locales.ts';
import { localeOfPath } from '../../lib/routes/site-routes.ts';
import {
  CACHES,
  PAGE_WAIT_MS,
  SAVED_AT_HEADER,
  SAVED_FILE_LIMIT,
  SAVED_PAGE_LIMIT,
  fillOfflinePage,
  handlingOf,
  hashedFilesIn,
  importsIn,
  isWorthSaving,
  markSavedCopy,
  offlinePageUrl,
  pageKey,
  savedAtOf,
} from './saved-pages.ts';

// The project's one tsconfig has the DOM's types, which clash with the webworker library's: the little
// of the worker's scope used here, declared.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  location: Location;
  clients: { matchAll(options: object): Promise<{ url: string }[]>; claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Keeps the `limit` entries put last (a put moves its entry to the end): the least recently used go. */
async function trim(cache: Cache, limit: number): Promise<void> {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - limit)).map((key) => cache.delete(key)));
}

/**
 * Stores a page as it arrived, with the time, in `cacheName`. On a full phone the files used least recently
 * make room for it, a quarter at a time: offline, a page's words matter more than photos (which then show
 * their descriptions). With no file left to drop, the page is shown all the same, only not saved.
 */
async function save(cacheName: string, url: string, response: Response, limit = Infinity): Promise<void> {
  if (!(response.ok && response.type === 'basic' && !response.redirected)) return;
  const headers = new Headers(response.headers);
  headers.set(SAVED_AT_HEADER, new Date().toISOString());
  const body = await response.text();
  const cache = await caches.open(cacheName);
  for (;;) {
    try {
      await cache.put(url, new Response(body, { status: 200, headers }));
      return await trim(cache, limit);
    } catch (error) {
      const files = await caches.open(CACHES.files);
      const oldest = await files.keys();
      if (!(error instanceof DOMException && error.name === 'QuotaExceededError') || oldest.length === 0)
        return;
      await Promise.all(oldest.slice(0, Math.ceil(oldest.length / 4)).map((key) => files.delete(key)));
    }
  }
}

/**
 * The offline page in the language of `url`, fetched once a day at most, when the visitor reads that language.
 * A day either way: with the phone's clock wrong when it was saved or now (set ahead, or reset by a flat
 * battery), a copy dated in the future would otherwise be kept until the clock came round to it.
 */
async function keepOfflinePage(url: string): Promise<void> {
  const path = offlinePageUrl(url);
  const saved = await caches.match(path, { cacheName: CACHES.offline });
  const savedAt = saved ? savedAtOf(saved) : null;
  if (savedAt && Math.abs(Date.now() - savedAt.getTime()) < DAY_MS) return;
  await save(CACHES.offline, path, await fetch(path));
}

const savePage = (url: string, response: Response) =>
  isWorthSaving(url) ? save(CACHES.pages, pageKey(url), response, SAVED_PAGE_LIMIT) : Promise.resolve();

/** A saved response re-made for the page: its body changed, so no stored length or encoding may stay. */
function reply(html: string, from: Response): Response {
  const headers = new Headers(from.headers);
  for (const name of ['content-length', 'content-encoding', SAVED_AT_HEADER]) headers.delete(name);
  return new Response(html, { status: 200, headers });
}

async function savedCopyOf(url: string): Promise<Response | null> {
  const saved = await caches.match(pageKey(url), { cacheName: CACHES.pages });
  if (!saved) return null;
  const offlinePage = await caches.match(offlinePageUrl(url), { cacheName: CACHES.offline });
  const note = (await offlinePage?.text()) ?? ''; // without it, the copy shows with no note
  return reply(markSavedCopy(await saved.text(), savedAtOf(saved) ?? new Date(), url, note), saved);
}

/** The offline page in the language of `url`, else one in a language the visitor has read (ગુજરાતી tapped with
 *  no connection): each is saved only once its language is read, as both would cost every first visit 8 KB. */
async function savedOfflinePage(url: string): Promise<{ page: Response; locale: Locale } | null> {
  const cache = await caches.open(CACHES.offline);
  const own = await cache.match(offlinePageUrl(url));
  if (own) return { page: own, locale: localeOfPath(new URL(url).pathname) };
  const [other] = await cache.keys();
  const page = other && (await cache.match(other));
  return page ? { page, locale: localeOfPath(new URL(other.url).pathname) } : null;
}

async function offlinePageFor(url: string): Promise<Response> {
  const offline = await savedOfflinePage(url);
  if (!offline) return Response.error(); // the browser's own page: this worker has not saved its own yet
  const { page, locale } = offline;
  const cache = await caches.open(CACHES.pages);
  const saved = await Promise.all(
    (await cache.keys()).map(async (key) => ({
      url: key.url,
      html: (await (await cache.match(key))?.text()) ?? '',
    })),
  );
  return reply(fillOfflinePage(await page.text(), url, saved, locale), page);
}

/**
 * The site's answer if the whole of it arrives within PAGE_WAIT_MS (a server error only with nothing saved),
 * else what is saved. A body that stops halfway (a half-closed connection) counts as no answer; with nothing
 * saved, a page that has started is still better than the offline page: a slow link may finish it.
 */
async function answerPage(event: FetchEvent): Promise<Response> {
  const { url } = event.request;
  const started: { response?: Response } = {};
  const network = fetch(event.request).then((response) => (started.response = response));
  // Saved whenever it arrives, even after the copy was shown: the next visit gets the newer one.
  event.waitUntil(
    network
      .then((response) => Promise.all([savePage(url, response.clone()), keepOfflinePage(url)]))
      .catch(() => undefined),
  );
  const whole = network.then(async (response) => (await response.clone().arrayBuffer(), response));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<null>((resolve) => (timer = setTimeout(resolve, PAGE_WAIT_MS, null)));
  const arrived = await Promise.race([whole, waited]).catch(() => null);
  clearTimeout(timer);
  if (arrived && arrived.status < 500) return arrived;
  return (await savedCopyOf(url)) ?? arrived ?? started.response ?? offlinePageFor(url);
}

async function saveFile(cache: Cache, request: Request | string, response: Response): Promise<void> {
  if (response.status !== 200 || response.type !== 'basic') return;
  await cache.put(request, response).then(
    () => trim(cache, SAVED_FILE_LIMIT),
    () => undefined,
  );
}

/** A hashed file: the saved one, else the network's, saved (a failure stays a failure, as without a worker). */
async function answerFile(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CACHES.files);
  const saved = await cache.match(event.request);
  // Used again, so saved again: the newest end of the cache, where the files every page uses stay.
  if (saved) {
    event.waitUntil(cache.put(event.request, saved.clone()).catch(() => undefined));
    return saved;
  }
  const response = await fetch(event.request);
  event.waitUntil(saveFile(cache, event.request, response.clone()));
  return response;
}

/**
 * The files a page names, and the modules its scripts import (an island's React), that the browser already
 * holds (it loaded them before this worker started): saved from its cache, so the first page's photos and
 * form are whole offline even once that cache is cleared. 'only-if-cached' never downloads anything.
 */
async function keepCachedFiles(html: string, url: string): Promise<void> {
  const cache = await caches.open(CACHES.files);
  const files = hashedFilesIn(html, url);
  for (const file of files) {
    if (await cache.match(file)) continue;
    const held = await fetch(file, { cache: 'only-if-cached', mode: 'same-origin' }).catch(() => null);
    if (!held) continue;
    if (file.endsWith('.js'))
      files.push(...importsIn(await held.clone().text(), file).filter((each) => !files.includes(each)));
    await saveFile(cache, file, held);
  }
}

worker.addEventListener('install', (event) => {
  // The pages open now (the one that registered this worker) came before it: saved now, with their files,
  // or the first page a parent read would be missing offline. The browser's cache answers for them.
  const saveOpenPage = async (url: string) => {
    const response = await fetch(url);
    const html = await response.clone().text();
    await Promise.all([savePage(url, response), keepCachedFiles(html, url)]);
  };
  const saveOpenPages = async () => {
    const urls = (await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })).map(
      (window) => window.url,
    );
    const offlinePages = new Set((urls.length > 0 ? urls : [worker.location.origin]).map(offlinePageUrl));
    await Promise.allSettled([...[...offlinePages].map(keepOfflinePage), ...urls.map(saveOpenPage)]);
  };
  event.waitUntil(saveOpenPages().finally(() => worker.skipWaiting()));
});

worker.addEventListener('activate', (event) => {
  const current: readonly string[] = Object.values(CACHES);
  const removeOld = async () => {
    for (const name of await caches.keys()) if (!current.includes(name)) await caches.delete(name);
    await worker.clients.claim();
  };
  event.waitUntil(removeOld());
});

worker.addEventListener('fetch', (event) => {
  const handling = handlingOf(event.request, worker.location.origin);
  if (handling === 'page') event.respondWith(answerPage(event));
  else if (handling === 'file') event.respondWith(answerFile(event));
});
