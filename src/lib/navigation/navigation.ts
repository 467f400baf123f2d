/**
 * The one navigation model: the header, the footer and the menus all read
 * it, and it reads the route registry, so a page given a menu there appears
 * everywhere at once.
 */
import { getRelativeLocaleUrl, getRelativeLocaleUrlList } from 'astro:i18n';
import { langOf } from '../content/translation.ts';
import { pagesByPlace, type PlacedPage } from '../content/pages.ts';
import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import { normalisePath } from '../routes/normalise-path.ts';
import { fillPath, routeList, siteRoutes, type MenuName, type SiteRoute } from '../routes/site-routes.ts';

export interface NavLink {
  label: string;
  href: string;
  /** "en" for a link named by an English-only entry on a page in another language. */
  lang?: 'en' | undefined;
}

export interface ActivityLink extends NavLink {
  tagline: string;
}

/** A page staff made, as the menus need it (src/lib/content/pages.ts). */
export interface PageSummary extends PlacedPage {
  untranslated?: readonly string[] | undefined;
}

export interface ActivitySummary {
  id: string;
  title: string;
  tagline: string;
  order?: number | undefined;
  /** The word fields shown in English for want of a translation. */
  untranslated?: readonly string[] | undefined;
}

/** The header's fixed links, by menu; the Activities dropdown comes from the content. */
export type SiteMenus = Record<MenuName, NavLink[]>;

/** The address of a page staff made, in a language: "/open-day", "/gu/open-day". */
export function pageHref(id: string, locale: Locale): string {
  return getRelativeLocaleUrl(locale, fillPath(siteRoutes.page.path, { slug: id }));
}

function toPageLink({ id, title, untranslated }: PageSummary, locale: Locale): NavLink {
  const lang = langOf({ untranslated }, 'title');
  return { label: title, href: pageHref(id, locale), ...(lang && { lang }) };
}

/**
 * Each menu's links in registry order, labelled in the page's language by
 * `titleOf`, leading to pages in that language; the About menu ends with the
 * pages staff placed there (in the school's order, as getEntries gives them).
 */
export function buildSiteMenus(
  titleOf: (route: SiteRoute) => string,
  locale: Locale,
  pages: readonly PageSummary[] = [],
): SiteMenus {
  const linksIn = (menu: MenuName) =>
    routeList
      .filter((route) => route.menu === menu)
      .map((route) => ({ label: titleOf(route), href: getRelativeLocaleUrl(locale, route.path) }));
  const aboutPages = pagesByPlace(pages).about.map((page) => toPageLink(page, locale));
  return { main: linksIn('main'), about: [...linksIn('about'), ...aboutPages], actions: linksIn('actions') };
}

/** The footer's list of pages: every menu's links, in the header's order, then the pages staff placed in the footer. */
export function footerPageLinks(
  menus: SiteMenus,
  pages: readonly PageSummary[] = [],
  locale: Locale = defaultLocale,
): NavLink[] {
  const footerPages = pagesByPlace(pages).footer.map((page) => toPageLink(page, locale));
  return [...menus.main, ...menus.about, ...menus.actions, ...footerPages];
}

/** The address of one activity's page, without a locale ("/activite/science"). */
export function activityPath(id: string): string {
  return fillPath(siteRoutes.activity.path, { slug: id });
}

/** The address of one activity's page in a language; the selection lives in the URL so it can be shared. */
export function activityHref(id: string, locale: Locale): string {
  return getRelativeLocaleUrl(locale, activityPath(id));
}

/** The address of one newsletter's page in a language: the archive and the footer lead here first. */
export function newsletterHref(id: string, locale: Locale): string {
  return getRelativeLocaleUrl(locale, fillPath(siteRoutes.newsletter.path, { id }));
}

/** Activities (in the school's order, as getEntries gives them) as menu links with their taglines. */
export function toActivityLinks(activities: readonly ActivitySummary[], locale: Locale): ActivityLink[] {
  return [...activities].map(({ id, title, tagline, untranslated }) => {
    // The link's name is the title: its language is the link's.
    const lang = langOf({ untranslated }, 'title');
    return { label: title, href: activityHref(id, locale), tagline, ...(lang && { lang }) };
  });
}

/** The footer shows the activities in two columns: the first 8, then the rest. */
export function splitFooterColumns<T>(items: readonly T[], firstColumnSize = 8): [T[], T[]] {
  return [items.slice(0, firstColumnSize), items.slice(firstColumnSize)];
}

/**
 * The path the menus treat as current. /activite shows the first activity,
 * so that activity's link is the current one there.
 */
export function menuPathFor(currentPath: string, activityLinks: readonly NavLink[]): string {
  const first = activityLinks[0];
  const onActivities = getRelativeLocaleUrlList(siteRoutes.activities.path).includes(
    normalisePath(currentPath),
  );
  return onActivities && first ? first.href : currentPath;
}

/** The aria-current value for a link: "page" when it is the page being shown. */
export function currentFor(href: string, currentPath: string): 'page' | undefined {
  return normalisePath(href) === normalisePath(currentPath) ? 'page' : undefined;
}

/** True when the current page belongs to a dropdown group, so its summary can say so. */
export function groupContainsCurrent(links: readonly { href: string }[], currentPath: string): boolean {
  return links.some((link) => currentFor(link.href, currentPath) === 'page');
}
