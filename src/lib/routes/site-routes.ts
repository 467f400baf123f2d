/**
 * Every page of the site, once: its address, the performance budget it is
 * held to, its title in the messages and its place in the menus. The
 * header, the footer, the 404 page, the browser tests and the performance
 * budgets all read this, and a test fails when a page in src/pages/ has no
 * entry here (or an entry has no page), so a new page cannot slip past them.
 *
 * Each entry is one page in every language: `path` is the address without
 * a locale, and the site's code gives it in a language with astro:i18n's
 * getRelativeLocaleUrl ("/about" in Gujarati is "/gu/about"), so a page is
 * never registered twice.
 *
 * Runs under plain Node too (`npm run perf` and the browser tests read the
 * registry): imports end in `.ts`, and nothing here needs Vite or Astro.
 * That is why the lookups below know the prefix rule themselves.
 */
import type { MessageKey } from '../../i18n';
import { defaultLocale, isLocale, locales, type Locale } from '../../i18n/locales.ts';
import { normalisePath } from './normalise-path.ts';

/** The byte budget a visitor's page is held to (scripts/perf/budgets.ts). */
export type PublicPageKind = 'home' | 'gallery' | 'text' | 'form' | 'document';

/**
 * 'editor' is the staff's web editor at /admin: not a page for visitors, so
 * on purpose it has no byte budget, no menu entry, no place in the site map
 * and none of the visitor-page browser tests (it has its own).
 */
export type PageKind = PublicPageKind | 'editor';

/** The header's menus: the top row, the About dropdown and the two buttons at the end. */
export type MenuName = 'main' | 'about' | 'actions';

export interface SiteRoute {
  /** The address, or a pattern like "/activite/[slug]" for one page per content entry. */
  path: string;
  kind: PublicPageKind;
  /** Its name in the menus and, for most pages, its heading and browser tab. */
  titleKey: MessageKey;
  /** Linked from this header menu and from the footer's list of pages, in this file's order. */
  menu?: MenuName;
  /**
   * The page shows another page and names that one as its canonical address,
   * so search engines are sent there and the sitemap leaves this one out.
   */
  canonicalElsewhere?: true;
}

export const siteRoutes = {
  home: { path: '/', kind: 'home', titleKey: 'pages.home', menu: 'main' },
  interactClub: { path: '/intrect-club', kind: 'document', titleKey: 'pages.interactClub', menu: 'main' },
  newsCorner: { path: '/news-corner', kind: 'gallery', titleKey: 'pages.newsCorner', menu: 'main' },
  infrastructure: { path: '/infrastructure', kind: 'text', titleKey: 'pages.infrastructure', menu: 'main' },
  about: { path: '/about', kind: 'text', titleKey: 'pages.about', menu: 'about' },
  gallery: { path: '/gallery', kind: 'gallery', titleKey: 'pages.gallery', menu: 'about' },
  // The Activities dropdown lists the activities themselves, from the content.
  // This address shows the first activity, whose own address is its canonical.
  activities: { path: '/activite', kind: 'text', titleKey: 'nav.activities', canonicalElsewhere: true },
  activity: { path: '/activite/[slug]', kind: 'text', titleKey: 'nav.activities' },
  // The pages staff make (src/content/pages/), each at its own address;
  // each names itself from its content. Only an exact path above wins over it.
  page: { path: '/[slug]', kind: 'text', titleKey: 'nav.about' },
  // Every newsletter; linked from the footer, which lists only the newest.
  newsletters: { path: '/newsletters', kind: 'document', titleKey: 'newsletters.title' },
  // One page per newsletter, its text as HTML with a link to its PDF.
  newsletter: { path: '/newsletters/[id]', kind: 'text', titleKey: 'newsletters.title' },
  volunteers: { path: '/volunteers', kind: 'form', titleKey: 'pages.volunteers', menu: 'actions' },
  contact: { path: '/contact', kind: 'form', titleKey: 'pages.contact', menu: 'actions' },
  // Linked from the header on every page (a plain link beside the language
  // switch); held to the form budget because its search script loads at once.
  search: { path: '/search', kind: 'form', titleKey: 'pages.search' },
  // Served for every unknown address; built as 404.html.
  notFound: { path: '/404', kind: 'text', titleKey: 'pages.notFound' },
} as const satisfies Record<string, SiteRoute>;

/** The registry as a list, in menu order. */
export const routeList: readonly SiteRoute[] = Object.values(siteRoutes);

/** A page for staff, in English only like the editor's own screens: its title is not in the messages. */
export interface EditorRoute {
  path: string;
  kind: 'editor';
  title: string;
}

export const editorRoutes = {
  // Decap CMS: src/pages/admin/index.astro, configured in src/admin/.
  admin: { path: '/admin', kind: 'editor', title: 'Content editor' },
  // What still lacks a translation: src/pages/admin/untranslated.astro.
  untranslated: { path: '/admin/untranslated', kind: 'editor', title: 'Words still in English' },
} as const satisfies Record<string, EditorRoute>;

export const editorRouteList: readonly EditorRoute[] = Object.values(editorRoutes);

/** True for an address of an editor page ("/admin", "/admin/", "/admin.html"). */
export function isEditorPath(path: string): boolean {
  const address = normalisePath(path).replace(/\.html$/, '');
  return editorRouteList.some((route) => route.path === address);
}

/**
 * True for an address the sitemap lists: a visitor's page that is its own
 * canonical address. Not the editor, not the NOT FOUND page (any language).
 */
export function isInSitemap(path: string): boolean {
  if (isEditorPath(path)) return false;
  const route = findRoute(normalisePath(path).replace(/\.html$/, ''));
  return route !== siteRoutes.notFound && route?.canonicalElsewhere !== true;
}

/**
 * True for a page whose main content goes into the site search: every page
 * the sitemap lists except the search page itself, whose only words are
 * its own labels. (BaseLayout marks such a page's <main> for Pagefind.)
 */
export function isSearchable(path: string): boolean {
  return isInSitemap(path) && findRoute(normalisePath(path).replace(/\.html$/, '')) !== siteRoutes.search;
}

const PARAMETER = /\[(\w+)\]/g;

export function isPattern(path: string): boolean {
  return path.includes('[');
}

/** "/activite/[slug]" with { slug: "science" } gives "/activite/science". */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(PARAMETER, (_match, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for [${name}] in ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** "/activite/science" matches "/activite/[slug]": segment by segment, a [parameter] standing for any one. */
function matches(route: SiteRoute, address: string): boolean {
  const expected = route.path.split('/');
  const actual = address.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      isPattern(segment) ? actual[index] !== '' : segment === actual[index],
    )
  );
}

// For code that runs outside Astro (the local server, the browser tests,
// `npm run perf`), where astro:i18n cannot be imported. The site's own pages
// use getRelativeLocaleUrl; a unit test checks both give the same addresses.

/** The locale of an address: its first segment when that is a locale's code, else the default. */
export function localeOfPath(path: string): Locale {
  const first = normalisePath(path).split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

/** The same page in `locale`: "/about" or "/gu/about" in Gujarati is "/gu/about", the home page "/gu". */
export function localisedPath(path: string, locale: Locale): string {
  const address = normalisePath(path);
  const from = localeOfPath(address);
  const bare = from === defaultLocale ? address : address.slice(from.length + 1) || '/';
  if (locale === defaultLocale) return bare;
  return bare === '/' ? `/${locale}` : `/${locale}${bare}`;
}

/** Every language's address of a registry path (patterns stay patterns: "/gu/activite/[slug]"). */
export function allLocalisedPaths(path: string): string[] {
  return locales.map((locale) => localisedPath(path, locale));
}

/**
 * The registry entry an address belongs to, in any language: an exact path
 * first, then a pattern (any one-part address could be a page staff made).
 */
export function findRoute(path: string): SiteRoute | undefined {
  if (isEditorPath(path)) return undefined;
  const address = localisedPath(path, defaultLocale);
  return (
    routeList.find((route) => route.path === address) ?? routeList.find((route) => matches(route, address))
  );
}
