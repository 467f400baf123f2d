/**
 * The one navigation model: the header, the footer and the menus all read
 * it, and it reads the route registry, so a page given a menu there appears
 * everywhere at once.
 */
import { normalisePath } from '../routes/normalise-path.ts';
import { fillPath, routeList, siteRoutes, type MenuName, type SiteRoute } from '../routes/site-routes.ts';

export interface NavLink {
  label: string;
  href: string;
}

export interface ActivityLink extends NavLink {
  tagline: string;
}

export interface ActivitySummary {
  id: string;
  title: string;
  tagline: string;
  order: number;
}

/** The header's fixed links, by menu; the Activities dropdown comes from the content. */
export type SiteMenus = Record<MenuName, NavLink[]>;

/** Each menu's links in registry order, labelled in the page's language by `titleOf`. */
export function buildSiteMenus(titleOf: (route: SiteRoute) => string): SiteMenus {
  const linksIn = (menu: MenuName) =>
    routeList
      .filter((route) => route.menu === menu)
      .map((route) => ({ label: titleOf(route), href: route.path }));
  return { main: linksIn('main'), about: linksIn('about'), actions: linksIn('actions') };
}

/** The footer's list of pages: every menu's links, in the header's order. */
export function footerPageLinks(menus: SiteMenus): NavLink[] {
  return [...menus.main, ...menus.about, ...menus.actions];
}

/** The address of one activity's page; the selection lives in the URL so it can be shared. */
export function activityHref(id: string): string {
  return fillPath(siteRoutes.activity.path, { slug: id });
}

/** Activities in the school's own order, as menu links with their taglines. */
export function toActivityLinks(activities: readonly ActivitySummary[]): ActivityLink[] {
  return [...activities]
    .sort((a, b) => a.order - b.order)
    .map(({ id, title, tagline }) => ({ label: title, href: activityHref(id), tagline }));
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
  return normalisePath(currentPath) === siteRoutes.activities.path && first ? first.href : currentPath;
}
