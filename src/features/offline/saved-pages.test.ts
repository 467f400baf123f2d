import { describe, expect, test } from 'vitest';
import {
  fillOfflinePage,
  handlingOf,
  hashedFilesIn,
  importsIn,
  isHashedFile,
  isWorthSaving,
  markSavedCopy,
  offlinePageUrl,
  pageKey,
  savedAtOf,
  SAVED_AT_HEADER,
} from './saved-pages.ts';

const origin = 'https://school.example';
const ask = (path: string, { method = 'GET', mode = 'navigate', range = false, from = '/about' } = {}) => ({
  method,
  mode: mode as RequestMode,
  url: new URL(path, origin).href,
  headers: new Headers(range ? { range: 'bytes=0-99' } : {}),
  referrer: new URL(from, origin).href,
});

describe('handlingOf', () => {
  test.each([
    ['a visit to a page', ask('/about'), 'page'],
    ['a visit to a Gujarati page', ask('/gu/activite/science'), 'page'],
    ['a photo or island code', ask('/_astro/photo.Ab12.avif', { mode: 'no-cors' }), 'file'],
    ['the editor', ask('/admin'), null],
    ['the editor’s code', ask('/_astro/decap.Ab12.js', { mode: 'cors', from: '/admin' }), null],
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
});

test('hashedFilesIn finds each hashed file a page names once: sources, srcset entries, scripts', () => {
  const html =
    '<picture><source srcset="/_astro/a_320.avif 320w,/_astro/a_640.avif 640w" type="image/avif">' +
    '<img src="/_astro/a_320.jpg" srcset="/_astro/a_320.jpg 320w, /_astro/a_640.jpg 640w"></picture>' +
    '<a href="/_astro/a_1600.webp">photo</a><script type="module" src="/_astro/page.Ab1.js"></script>' +
    '<img src="/favicon.svg"><link rel="modulepreload" href="/_astro/page.Ab1.js">';
  expect(hashedFilesIn(html, `${origin}/gu/gallery`)).toEqual(
    ['a_320.avif', 'a_640.avif', 'a_320.jpg', 'a_640.jpg', 'a_1600.webp', 'page.Ab1.js'].map(
      (name) => `${origin}/_astro/${name}`,
    ),
  );
});

test('importsIn finds the modules a built script imports, statically or on demand, once each', () => {
  const script =
    'import{t as e}from"./react.Dp5.js";import{n}from "./react.Dp5.js";' +
    'const m=()=>import("./emailjs.Xy1.js");import"../_astro/side.Q2.js";const s="./not-an-import.js";';
  expect(importsIn(script, `${origin}/_astro/EmailForm.3WA.js`)).toEqual(
    ['react.Dp5.js', 'emailjs.Xy1.js', 'side.Q2.js'].map((name) => `${origin}/_astro/${name}`),
  );
});

test('pageKey keeps one copy per page, whatever the query, fragment, trailing slash or .html', () => {
  const key = `${origin}/about`;
  expect(pageKey(`${origin}/about/`)).toBe(key);
  expect(pageKey(`${origin}/about?from=feed#vision`)).toBe(key);
  expect(pageKey(`${origin}/about.html`)).toBe(key);
  expect(pageKey(`${origin}/`)).toBe(`${origin}/`);
});

test('isWorthSaving takes pages with words of their own, not search, NOT FOUND or the offline page', () => {
  expect(isWorthSaving(`${origin}/about`)).toBe(true);
  expect(isWorthSaving(`${origin}/gu/activite/science`)).toBe(true);
  for (const path of ['/search', '/gu/search', '/404', '/offline', '/gu/offline', '/admin'])
    expect(isWorthSaving(`${origin}${path}`), path).toBe(false);
});

test('isWorthSaving leaves files opened on their own (a PDF, a full-size photo, the feed) to the browser', () => {
  // Saved as pages they came back as text, broken, and each took one of the pages' places.
  const files = [
    '/newsletters/newsletter-2024-spring.pdf',
    '/_astro/gallery-01.Ab1.webp',
    '/feed.xml',
    '/sw.js',
  ];
  for (const path of files) expect(isWorthSaving(`${origin}${path}`), path).toBe(false);
});

test('offlinePageUrl gives the offline page in the address’s language', () => {
  expect(offlinePageUrl(`${origin}/about`)).toBe(`${origin}/offline`);
  expect(offlinePageUrl(`${origin}/gu/about`)).toBe(`${origin}/gu/offline`);
  expect(offlinePageUrl(`${origin}/gu`)).toBe(`${origin}/gu/offline`);
});

test('savedAtOf reads the time a copy was saved, and null for none or nonsense', () => {
  const at = '2026-11-30T08:00:00.000Z';
  expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: at } }))?.toISOString()).toBe(at);
  expect(savedAtOf(new Response(''))).toBeNull();
  expect(savedAtOf(new Response('', { headers: { [SAVED_AT_HEADER]: 'soon' } }))).toBeNull();
});

describe('markSavedCopy', () => {
  // As Astro writes SavedCopyNote.astro into the offline page: scoped attributes, spacing inside the template.
  const offlinePage = (locale: string) =>
    `<main><h1>Offline</h1><template data-saved-copy-note>\n  <p class="saved-copy" data-saved-copy data-date-locale="${locale}">` +
    'Saved on <span data-saved-at></span>. <a data-try-again>Try again</a></p>\n</template></main>';
  const page = '<body><main id="main" tabindex="-1" data-pagefind-body><h1>About</h1></main></body>';
  const savedAt = new Date('2026-11-30T08:00:00Z');

  test('puts the note at the top of <main>, with the day it was saved and the page’s own address', () => {
    expect(markSavedCopy(page, savedAt, `${origin}/about?from=feed`, offlinePage('en-GB'))).toBe(
      '<body><main id="main" tabindex="-1" data-pagefind-body><p class="saved-copy" data-saved-copy data-date-locale="en-GB">' +
        'Saved on <time datetime="2026-11-30">30 November 2026</time>. <a data-try-again href="/about?from=feed">Try again</a></p>' +
        '<h1>About</h1></main></body>',
    );
  });

  test('writes the day in the language of the offline page it took the note from', () => {
    expect(markSavedCopy(page, savedAt, `${origin}/gu/about`, offlinePage('gu-IN'))).toContain(
      '<time datetime="2026-11-30">30 નવેમ્બર, 2026</time>',
    );
  });

  test('shows the page as it is when no offline page was saved, or the page has no <main>', () => {
    expect(markSavedCopy(page, savedAt, `${origin}/about`, '')).toBe(page);
    expect(markSavedCopy('<p>Hi</p>', savedAt, `${origin}/about`, offlinePage('en-GB'))).toBe('<p>Hi</p>');
  });
});

describe('fillOfflinePage', () => {
  const offline =
    '<main><a class="button" data-try-again href="/">Try again</a>' +
    '<section data-saved-pages hidden aria-labelledby="h"><h2 id="h">Saved</h2><ul data-saved-page-list></ul></section>' +
    '<template data-saved-copy-note><p data-saved-copy>… <a data-try-again>Try again</a></p></template></main>';
  const saved = (path: string, h1: string) => ({
    url: `${origin}${path}`,
    html: `<title>${h1} | School</title><main><h1 data-astro-cid-x>${h1}</h1></main>`,
  });

  test('leads "Try again" to the address that could not arrive, with its query (a search’s words)', () => {
    expect(fillOfflinePage(offline, `${origin}/search?q=fees&x=1#top`, [])).toContain(
      '<a class="button" data-try-again href="/search?q=fees&amp;x=1">',
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

  test('an English offline page shown for a Gujarati address lists the English pages, and retries the address', () => {
    const filled = fillOfflinePage(offline, `${origin}/gu/contact`, [saved('/about', 'About Us')], 'en');
    expect(filled).toContain('<ul data-saved-page-list><li><a href="/about">About Us</a></li></ul>');
    expect(filled).toContain('data-try-again href="/gu/contact"');
  });

  test('leads the language switch to the page asked for in the other language, not to its offline page', () => {
    const withSwitch = `<a href="/gu/offline" hreflang="gu" lang="gu">ગુજરાતી</a>${offline}`;
    expect(fillOfflinePage(withSwitch, `${origin}/admissions`, [])).toContain(
      '<a href="/gu/admissions" hreflang="gu" lang="gu">ગુજરાતી</a>',
    );
    const fromGujarati = `<a href="/offline" hreflang="en" lang="en">English</a>${offline}`;
    expect(fillOfflinePage(fromGujarati, `${origin}/gu/activite/science`, [])).toContain(
      '<a href="/activite/science" hreflang="en" lang="en">English</a>',
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
