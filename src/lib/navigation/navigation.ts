/** The one navigation model, read by header, footer and menus, made from the route registry. */
import { getRelativeLocaleUrl, getRelativeLocaleUrlList } from 'astro:i18n';
import { langOf } from '../content/translation.ts';
import type { PAGE_PLACES } from '../content/pages.ts';
import { defaultLocale, type Locale } from '../../i18n/locales.ts';
import {
  fillPath,
  normalisePath,
  routeList,
  siteRoutes,
  type MenuName,
  type SiteRoute,
} from '../routes/site-routes.ts';

interface NavLink {
  label: string;
  href: string;
  /** "en" for a link named by an English-only entry on a page in another language. */
  lang?: 'en' | undefined;
}

export interface ActivityLink extends NavLink {
  tagline: string;
}

/** `untranslated`: the word fields shown in English for want of a translation. */
type PageSummary = {
  id: string;
  title: string;
  place: (typeof PAGE_PLACES)[number];
  untranslated?: readonly string[] | undefined;
};
type ActivitySummary = Omit<PageSummary, 'place'> & { tagline: string };

/** The header's fixed links, by menu; the Activities dropdown comes from the content. */
export type SiteMenus = Record<MenuName, NavLink[]>;

/** A link named by the entry's title, in the title's language. */
function toLink({ title, untranslated }: Omit<PageSummary, 'id' | 'place'>, href: string): NavLink {
  const lang = langOf({ untranslated }, 'title');
  return { label: title, href, ...(lang && { lang }) };
}

function toPageLink(page: PageSummary, locale: Locale): NavLink {
  return toLink(page, getRelativeLocaleUrl(locale, fillPath(siteRoutes.page.path, { slug: page.id })));
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
  const aboutPages = pages.filter((page) => page.place === 'about').map((page) => toPageLink(page, locale));
  return { main: linksIn('main'), about: [...linksIn('about'), ...aboutPages], actions: linksIn('actions') };
}

/** The footer's list of pages: every menu's links, in the header's order, then the pages staff placed in the footer. */
export function footerPageLinks(
  menus: SiteMenus,
  pages: readonly PageSummary[] = [],
  locale: Locale = defaultLocale,
): NavLink[] {
  const footerPages = pages.filter((page) => page.place === 'footer').map((page) => toPageLink(page, locale));
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
  return activities.map((activity) => ({
    ...toLink(activity, activityHref(activity.id, locale)),
    tagline: activity.tagline,
  }));
}

/** The footer shows the activities in two columns: the first 8, then the rest. */
export function splitFooterColumns<T>(items: readonly T[], firstColumnSize = 8): [T[], T[]] {
  return [items.slice(0, firstColumnSize), items.slice(firstColumnSize)];
}

/** The path the menus treat as current: on /activite, the first activity it shows. */
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
