// Every page of the site, once: its address without a locale ("/about" is "/gu/about" in Gujarati),
// budget, title and menu. A test fails when a page in src/pages/ has no entry, or the reverse.
// Runs under plain Node too (`npm run perf`, the browser tests): imports end in `.ts`, no Vite.
import type { MessageKey } from '../../i18n';
import { defaultLocale, isLocale, locales, type Locale } from '../../i18n/locales.ts';

/** The byte budget a visitor's page is held to (scripts/perf/budgets.ts). */
export type PublicPageKind = 'home' | 'gallery' | 'text' | 'form' | 'document';

/** The header's menus: the top row, the About dropdown and the two buttons at the end. */
export type MenuName = 'main' | 'about' | 'actions';

export interface SiteRoute {
  /** The address, or a pattern like "/activite/[slug]" for one page per content entry. */
  path: string;
  kind: PublicPageKind;
  titleKey: MessageKey;
  /** Linked from this header menu and from the footer's list of pages, in this file's order. */
  menu?: MenuName;
  /** Shows another page and names it canonical, so the sitemap leaves this one out. */
  canonicalElsewhere?: true;
}

export const siteRoutes = {
  home: { path: '/', kind: 'home', titleKey: 'pages.home', menu: 'main' },
  interactClub: { path: '/intrect-club', kind: 'document', titleKey: 'pages.interactClub', menu: 'main' },
  newsCorner: { path: '/news-corner', kind: 'gallery', titleKey: 'pages.newsCorner', menu: 'main' },
  infrastructure: { path: '/infrastructure', kind: 'text', titleKey: 'pages.infrastructure', menu: 'main' },
  about: { path: '/about', kind: 'text', titleKey: 'pages.about', menu: 'about' },
  gallery: { path: '/gallery', kind: 'gallery', titleKey: 'pages.gallery', menu: 'about' },
  // Shows the first activity (the dropdown lists them from the content), its canonical address.
  activities: { path: '/activite', kind: 'text', titleKey: 'nav.activities', canonicalElsewhere: true },
  activity: { path: '/activite/[slug]', kind: 'text', titleKey: 'nav.activities' },
  // The pages staff make (src/content/pages/), named by their content; an exact path wins over it.
  page: { path: '/[slug]', kind: 'text', titleKey: 'nav.about' },
  newsletters: { path: '/newsletters', kind: 'document', titleKey: 'newsletters.title' },
  newsletter: { path: '/newsletters/[id]', kind: 'text', titleKey: 'newsletters.title' },
  volunteers: { path: '/volunteers', kind: 'form', titleKey: 'pages.volunteers', menu: 'actions' },
  contact: { path: '/contact', kind: 'form', titleKey: 'pages.contact', menu: 'actions' },
  // Held to the form budget because its search script loads at once.
  search: { path: '/search', kind: 'form', titleKey: 'pages.search' },
  notFound: { path: '/404', kind: 'text', titleKey: 'pages.notFound' },
  // What the offline reader shows where a page could not arrive (src/features/offline).
  offline: { path: '/offline', kind: 'text', titleKey: 'pages.offline' },
} as const satisfies Record<string, SiteRoute>;

export const routeList: readonly SiteRoute[] = Object.values(siteRoutes);

/** The staff's web editor, in English only: no budget, no menu, not in the sitemap or visitor tests. */
export const editorRoutes = {
  admin: { path: '/admin', title: 'Content editor' },
  untranslated: { path: '/admin/untranslated', title: 'Words still in English' },
} as const;

export const editorRouteList: readonly { path: string; title: string }[] = Object.values(editorRoutes);

/** Removes the query, the fragment and a trailing slash (except the root's), so "/about/" and "/about" compare equal. */
export function normalisePath(path: string): string {
  return path.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1') || '/';
}

/** "/about/" and "/about.html" as "/about": the same page on a static host. */
export const withoutHtml = (path: string) => normalisePath(path).replace(/\.html$/, '');

/** True for an address of an editor page ("/admin", "/admin/", "/admin.html"). */
export function isEditorPath(path: string): boolean {
  return editorRouteList.some((route) => route.path === withoutHtml(path));
}

/** A visitor's page that is its own canonical address: not the editor, the NOT FOUND page or the offline page. */
export function isInSitemap(path: string): boolean {
  const route = findRoute(withoutHtml(path));
  const standIn = route === siteRoutes.notFound || route === siteRoutes.offline;
  return !isEditorPath(path) && !standIn && route?.canonicalElsewhere !== true;
}

/** Every page in the sitemap but the search page, whose only words are its labels (BaseLayout tells Pagefind). */
export function isSearchable(path: string): boolean {
  return isInSitemap(path) && findRoute(withoutHtml(path)) !== siteRoutes.search;
}

export function isPattern(path: string): boolean {
  return path.includes('[');
}

/** "/activite/[slug]" with { slug: "science" } gives "/activite/science". */
export function fillPath(pattern: string, params: Readonly<Record<string, string>>): string {
  return pattern.replace(/\[(\w+)\]/g, (_match, name: string) => {
    const value = params[name];
    if (!value) throw new Error(`no value for [${name}] in ${pattern}`);
    return encodeURIComponent(value);
  });
}

// The prefix rule of astro:i18n for code outside Astro; a unit test checks it gives getRelativeLocaleUrl's.

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
  return locale === defaultLocale ? bare : `/${locale}${bare === '/' ? '' : bare}`;
}

/** Every language's address of a registry path (patterns stay patterns: "/gu/activite/[slug]"). */
export function allLocalisedPaths(path: string): string[] {
  return locales.map((locale) => localisedPath(path, locale));
}

/** An address's entry, in any language: an exact path first, then a pattern ([slug]: any one segment). */
export function findRoute(path: string): SiteRoute | undefined {
  if (isEditorPath(path)) return undefined;
  const address = localisedPath(path, defaultLocale);
  const matches = (route: SiteRoute) =>
    new RegExp(`^${route.path.replace(/\[\w+\]/g, '[^/]+')}$`).test(address);
  return routeList.find((route) => route.path === address) ?? routeList.find(matches);
}
