// The search page's script: asks Pagefind (fetched once a visitor starts, its index picked by <html lang>)
// and lists the results as links. The count, or a failure, goes to the page's polite role="status".
import { toPagePath } from '../../lib/navigation/page-path';

/** The part of Pagefind's browser API this page uses (pagefind.js ships no types). */
interface Pagefind {
  options(options: { noWorker: boolean }): Promise<void>;
  debouncedSearch(query: string): Promise<{ results: { data(): Promise<ResultData> }[] } | null>;
}
interface ResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}

/** Results listed at first and per "Show more results": more than a phone screen, and each is a download. */
export const SHOWN = 10;
/** With nothing of Pagefind arriving for this long the visitor is told to try again. A first search
 *  fetches about 100 KB in a few files, the largest 60 KB: each takes well under this on 2G. */
export const SEARCH_LIMIT_MS = 15_000;
// A variable, so the bundler leaves the address alone: the file exists only in the built site.
const PAGEFIND_URL = '/pagefind/pagefind.js';

let pagefind: Promise<Pagefind> | undefined;
let retries = 0;
// After a failure or a stall the script is imported under a new address: a second import of the same
// one waits on its stalled download, and a new Pagefind drops the index that did not arrive.
const loadPagefind = () =>
  (pagefind ??= (
    import(
      /* @vite-ignore */ retries ? `${PAGEFIND_URL}?retry=${retries}` : PAGEFIND_URL
    ) as Promise<Pagefind>
  ).then(async (module) => {
    // No worker: its own file's CSP would need WebAssembly allowed too; a few dozen pages search fast.
    await module.options({ noWorker: true });
    return module;
  }));

export function startSearchPage(root: Document): void {
  const form = root.querySelector<HTMLFormElement>('form[role="search"]');
  const input = form?.querySelector<HTMLInputElement>('input[name="q"]');
  const status = root.querySelector<HTMLElement>('[data-search-status]');
  const list = root.querySelector<HTMLOListElement>('[data-search-results]');
  if (!form || !input || !status || !list) return;
  const messages = status.dataset;
  const more = root.createElement('button');
  more.type = 'button';
  more.className = 'button';
  more.textContent = messages.more ?? '';

  let latestRun = 0;
  const giveUp = (loading: Promise<Pagefind>) => {
    if (pagefind === loading) [pagefind, retries] = [undefined, retries + 1];
    status.textContent = messages.failed ?? '';
  };

  const run = async () => {
    const query = input.value.trim();
    const runId = ++latestRun;
    // The address keeps the words, so a result's Back button returns to them.
    history.replaceState(null, '', query ? `?q=${encodeURIComponent(query)}` : location.pathname);
    more.remove();
    if (!query) {
      status.textContent = '';
      list.replaceChildren();
      return;
    }
    status.textContent = messages.searching ?? '';
    const loading = loadPagefind();
    // A half-closed connection sends no error, and a slow link is not a stalled one: each of Pagefind's
    // files that arrives starts the wait again. Results that come after the limit are still shown.
    const stall = () => setTimeout(() => runId === latestRun && giveUp(loading), SEARCH_LIMIT_MS);
    let stalled = stall();
    const arrivals = new PerformanceObserver((list) => {
      if (!list.getEntries().some(({ name }) => name.includes('/pagefind/'))) return;
      clearTimeout(stalled);
      stalled = stall();
    });
    arrivals.observe({ type: 'resource' });
    try {
      const search = await (await loading).debouncedSearch(query);
      // null: a newer search (a later key) replaced this one.
      if (!search) return;
      const { results } = search;
      const found = results.length
        ? (messages.count ?? '').replace('{count}', String(results.length))
        : (messages.none ?? '');
      let listed = 0;
      // The next SHOWN results; undefined when a newer search has replaced this one meanwhile.
      const listNext = async () => {
        const data = await Promise.all(results.slice(listed, listed + SHOWN).map((result) => result.data()));
        if (runId !== latestRun) return;
        const items = data.map((entry) => resultItem(root, entry));
        if (listed) list.append(...items);
        else list.replaceChildren(...items);
        listed += items.length;
        if (listed < results.length) list.after(more);
        else more.remove();
        // Only when it changes: a status spoken again on every press would talk over the focused link.
        if (status.textContent !== found) status.textContent = found;
        return items;
      };
      if (!(await listNext())) return;
      // Presses wait for the one before, so a second press on a slow line lists the ten after it, not
      // the same ten again. Focus goes to the first new link: the keyboard and screen reader go on from
      // there, not from the top. A failed press says so; the next press fetches again.
      let pressed = Promise.resolve();
      more.onclick = () => {
        pressed = pressed.then(listNext).then(
          (items) => items?.[0]?.querySelector('a')?.focus(),
          () => void (runId === latestRun && (status.textContent = messages.failed ?? '')),
        );
      };
    } catch {
      if (runId === latestRun) giveUp(loading);
    } finally {
      clearTimeout(stalled);
      arrivals.disconnect();
    }
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run();
  });
  input.addEventListener('input', () => void run());
  // Starting to fetch the index on focus saves the first search a round trip.
  input.addEventListener('focus', () => void loadPagefind(), { once: true });

  // "?q=" (the address a GET form submits to) fills the field and searches at once.
  const query = new URLSearchParams(location.search).get('q');
  if (query) {
    input.value = query;
    void run();
  }
}

/** One result: its title as a link (a heading, so screen readers can jump between results) and the excerpt. */
function resultItem(root: Document, data: ResultData): HTMLLIElement {
  const item = root.createElement('li');
  const heading = root.createElement('h2');
  const link = root.createElement('a');
  link.href = toPagePath(data.url);
  link.textContent = data.meta.title ?? link.href;
  const excerpt = root.createElement('p');
  // Pagefind's excerpt is the page's own text, escaped, with <mark> around the words found.
  excerpt.innerHTML = data.excerpt;
  heading.append(link);
  item.append(heading, excerpt);
  return item;
}
