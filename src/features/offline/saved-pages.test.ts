import { describe, expect, test } from 'vitest';
import {
  fillOfflinePage,
  handlingOf,
  isHashedFile,
  isWorthSaving,
  markSavedCopy,
  offlinePagePath,
  pageKey,
  savedAtOf,
  SAVED_AT_HEADER,
} from './saved-pages.ts';

const origin = 'https://school.example';
const ask = (path: string, { method = 'GET', mode = 'navigate', range = false } = {}) => ({
  method,
  mode: mode as RequestMode,
  url: new URL(path, origin).href,
  headers: new Headers(range ? { range: 'bytes=0-99' } : {}),
});

describe('handlingOf', () => {
  test.each([
    ['a visit to a page', ask('/about'), 'page'],
    ['a visit to a Gujarati page', ask('/gu/activite/science'), 'page'],
    ['a photo or island code', ask('/_astro/photo.Ab12.avif', { mode: 'no-cors' }), 'file'],
    ['the editor', ask('/admin'), null],
    ['the editor, with a slash', ask('/admin/'), null],
    ['the list of words still in English', ask('/admin/untranslated'), null],
    ['sending a form', ask('/api/v1.0/email/send', { method: 'POST', mode: 'cors' }), null],
    ['search’s index', ask('/pagefind/pagefind.js', { mode: 'cors' }), null],
    ['a PDF', ask('/newsletters/winter.pdf', { mode: 'no-cors' }), null],
    ['part of a video', ask('/_astro/clip.mp4', { mode: 'no-cors', range: true }), null],
    ['another site', { ...ask('/'), url: 'https://www.youtube-nocookie.com/embed/x' }, null],
  ])('%s', (_name, request, expected) => {
    expect(handlingOf(request, origin)).toBe(expected);
  });

  test('a page whose address begins like the editor’s is still a page', () => {
    expect(handlingOf(ask('/administration'), origin)).toBe('page');
  });
});

test('isHashedFile takes only addresses of this site under /_astro/', () => {
  expect(isHashedFile(`${origin}/_astro/a.js`, origin)).toBe(true);
  expect(isHashedFile('https://elsewhere.example/_astro/a.js', origin)).toBe(false);
  expect(isHashedFile(`${origin}/favicon.svg`, origin)).toBe(false);
  expect(isHashedFile('not an address', origin)).toBe(false);
});

test('pageKey keeps one copy per page, whatever the query, fragment or trailing slash', () => {
  const key = `${origin}/about`;
  expect(pageKey(`${origin}/about/`)).toBe(key);
  expect(pageKey(`${origin}/about?from=feed#vision`)).toBe(key);
  expect(pageKey(`${origin}/`)).toBe(`${origin}/`);
});

test('isWorthSaving takes pages with words of their own, not search, NOT FOUND or the offline page', () => {
  expect(isWorthSaving(`${origin}/about`)).toBe(true);
  expect(isWorthSaving(`${origin}/gu/activite/science`)).toBe(true);
  for (const path of ['/search', '/gu/search', '/404', '/offline', '/gu/offline', '/admin'])
    expect(isWorthSaving(`${origin}${path}`), path).toBe(false);
});

test('offlinePagePath gives the offline page in the address’s language', () => {
  expect(offlinePagePath(`${origin}/about`)).toBe('/offline');
  expect(offlinePagePath(`${origin}/gu/about`)).toBe('/gu/offline');
  expect(offlinePagePath(`${origin}/gu`)).toBe('/gu/offline');
});

test('savedAtOf reads the time a copy was saved, and null for none or nonsense', () => {
  const at = '2026-11-30T08:00:00.000Z';
  expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: at } }))?.toISOString()).toBe(at);
  expect(savedAtOf(new Response(''))).toBeNull();
  expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: 'soon' } }))).toBeNull();
});

describe('markSavedCopy', () => {
  // As Astro writes SavedCopyNote.astro: scoped-style attributes on every element.
  const page = (locale: string) =>
    `<main><p class="saved-copy" data-saved-copy data-pagefind-ignore hidden data-date-locale="${locale}" data-astro-cid-x>` +
    `Saved on <span data-saved-at data-astro-cid-x></span>. <a data-try-again data-astro-cid-x>Try again</a></p><h1>About</h1></main>`;
  const savedAt = new Date('2026-11-30T08:00:00Z');

  test('shows the note with the day it was saved, in the page’s language', () => {
    const marked = markSavedCopy(page('en-GB'), savedAt, `${origin}/about?from=feed`);
    expect(marked).toContain(
      '<p class="saved-copy" data-saved-copy data-pagefind-ignore data-date-locale="en-GB" data-astro-cid-x>',
    );
    expect(marked).toContain(
      'Saved on <time datetime="2026-11-30">30 November 2026</time>. <a data-try-again href="/about" data-astro-cid-x>',
    );
    expect(markSavedCopy(page('gu-IN'), savedAt, `${origin}/gu/about`)).toContain('30 નવેમ્બર, 2026</time>');
  });

  test('leaves a page without the note as it is', () => {
    const html = '<main><p hidden>Saved on <span data-saved-at></span></p></main>';
    expect(markSavedCopy(html, savedAt, `${origin}/about`)).toBe(html);
  });

  test('takes only the note’s own hidden attribute, not one that merely starts with the same letters', () => {
    const html = page('en-GB').replace('data-saved-copy', 'data-saved-copy-old');
    expect(markSavedCopy(html, savedAt, `${origin}/about`)).toBe(html);
  });
});

describe('fillOfflinePage', () => {
  // The page's own hidden note comes first, as on every page.
  const offline =
    '<main><p data-saved-copy hidden>… <a data-try-again>Try again</a></p><a class="button" data-try-again href="/">Try again</a>' +
    '<section data-saved-pages hidden aria-labelledby="h"><h2 id="h">Saved</h2><ul data-saved-page-list></ul></section></main>';
  const saved = (path: string, h1: string) => ({
    url: `${origin}${path}`,
    html: `<title>${h1} | School</title><main><h1 data-astro-cid-x>${h1}</h1></main>`,
  });

  test('leads "Try again" to the address that could not arrive', () => {
    expect(fillOfflinePage(offline, `${origin}/volunteers?x=1`, [])).toContain(
      '<a class="button" data-try-again href="/volunteers">',
    );
  });

  test('with nothing saved, keeps the list hidden', () => {
    expect(fillOfflinePage(offline, `${origin}/volunteers`, [])).toContain('data-saved-pages hidden');
  });

  test('lists the saved pages of its language by their headings, newest first', () => {
    const filled = fillOfflinePage(offline, `${origin}/volunteers`, [
      saved('/about', 'About Us'),
      saved('/gu/about', 'અમારા વિશે'),
      saved('/gallery', 'Gallery'),
    ]);
    expect(filled).toContain('<section data-saved-pages aria-labelledby="h">');
    expect(filled).toContain(
      '<ul data-saved-page-list><li><a href="/gallery">Gallery</a></li><li><a href="/about">About Us</a></li></ul>',
    );
  });

  test('in Gujarati, lists the Gujarati pages, marking a heading still in English', () => {
    const untranslated = {
      url: `${origin}/gu/activite/science`,
      html: '<main><h1 lang="en" data-astro-cid-x>Science</h1></main>',
    };
    const filled = fillOfflinePage(offline, `${origin}/gu/contact`, [
      saved('/about', 'About Us'),
      untranslated,
    ]);
    expect(filled).toContain(
      '<ul data-saved-page-list><li><a href="/gu/activite/science" lang="en">Science</a></li></ul>',
    );
  });

  test('writes headings and addresses as text, never as markup', () => {
    const filled = fillOfflinePage(offline, `${origin}/x$&"><script>`, [
      saved('/a', 'Fish &amp; chips <em>today</em> &lt;b&gt;'),
    ]);
    expect(filled).toContain('<li><a href="/a">Fish &amp; chips today &lt;b&gt;</a></li>');
    expect(filled).toContain('data-try-again href="/x$&amp;%22%3E%3Cscript%3E"');
  });
});
