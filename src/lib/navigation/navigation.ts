/**
 * The one navigation model: the header, the footer and the menus all read
 * it, and it reads the route registry, so a page given a menu there appears
 * everywhere at once.
 */
import { getRelativeLocaleUrl, getRelativeLocaleUrlList } from 'astro:i18n';
import { langOf } from '../content/translation.ts';
import type { Locale } from '../../i18n/locales.ts';
import { normalisePath } from '../routes/normalise-path.ts';
import { fillPath, routeList, siteRoutes, type MenuName, type SiteRoute } from '../routes/site-routes.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface ActivityLink extends NavLink {
  tagline: string;
  /** "en" for an English-only activity on a page in another language: its title and tagline are English. */
  lang?: 'en' | undefined;
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

/** Each menu's links in registry order, labelled in the page's language by `titleOf`, leading to pages in that language. */
export function buildSiteMenus(titleOf: (route: SiteRoute) => string, locale: Locale): SiteMenus {
  const linksIn = (menu: MenuName) =>
    routeList
      .filter((route) => route.menu === menu)
      .map((route) => ({ label: titleOf(route), href: getRelativeLocaleUrl(locale, route.path) }));
  return { main: linksIn('main'), about: linksIn('about'), actions: linksIn('actions') };
}

/** The footer's list of pages: every menu's links, in the header's order. */
export function footerPageLinks(menus: SiteMenus): NavLink[] {
  return [...menus.main, ...menus.about, ...menus.actions];
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
  return localisedPath(fillPath(siteRoutes.newsletter.path, { id }), locale);
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
