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

/** Results shown at once: more than a phone screen holds, and each one costs a small download. */
const SHOWN = 10;
/** Past this the visitor is told to try again: a first search fetches about 100 KB, some 5 s on 2G. */
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
    if (!query) {
      status.textContent = '';
      list.replaceChildren();
      return;
    }
    status.textContent = messages.searching ?? '';
    const loading = loadPagefind();
    // A half-closed connection sends no error. Results that come after the limit are still shown.
    const stalled = setTimeout(() => runId === latestRun && giveUp(loading), SEARCH_LIMIT_MS);
    try {
      const search = await (await loading).debouncedSearch(query);
      // null: a newer search (a later key) replaced this one.
      if (!search) return;
      const shown = await Promise.all(search.results.slice(0, SHOWN).map((result) => result.data()));
      if (runId !== latestRun) return;
      list.replaceChildren(...shown.map((data) => resultItem(root, data)));
      const count = search.results.length;
      status.textContent =
        count === 0 ? (messages.none ?? '') : (messages.count ?? '').replace('{count}', String(count));
    } catch {
      if (runId === latestRun) giveUp(loading);
    } finally {
      clearTimeout(stalled);
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
