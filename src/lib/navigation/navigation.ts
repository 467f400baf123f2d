/** The one navigation model, read by header, footer and menus, made from the route registry. */
import { getRelativeLocaleUrl, getRelativeLocaleUrlList } from 'astro:i18n';
import { langOf, type WithUntranslated } from '../content/translation.ts';
import type { PAGE_PLACES } from '../content/pages.ts';
import type { Locale } from '../../i18n/locales.ts';
import type { Translation } from '../../i18n/index.ts';
import { fillPath, normalisePath, routeList, siteRoutes, type MenuName } from '../routes/site-routes.ts';

interface NavLink {
  label: string;
  href: string;
  /** "en" for a link named by an English-only entry on a page in another language. */
  lang?: 'en' | undefined;
}

type Summary = WithUntranslated & { id: string; title: string };
type PageSummary = Summary & { place: (typeof PAGE_PLACES)[number] };

/** A link named by the entry's title, in the title's language. */
const toLink = (entry: Summary, href: string): NavLink => ({
  label: entry.title,
  href,
  lang: langOf(entry, 'title'),
});

/**
 * The header's menus in registry order, in the language of `t`; About ends with the pages staff
 * placed there (in the school's order, as getEntries gives them). `footer` is every menu's links,
 * then the pages staff placed in the footer.
 */
export function buildSiteMenus(t: Translation, pages: readonly PageSummary[] = []) {
  const linksIn = (menu: MenuName): NavLink[] =>
    routeList
      .filter((route) => route.menu === menu)
      .map((route) => ({ label: t(route.titleKey), href: t.href(route.path) }));
  const pagesIn = (place: PageSummary['place']) =>
    pages
      .filter((page) => page.place === place)
      .map((page) => toLink(page, t.href(fillPath(siteRoutes.page.path, { slug: page.id }))));
  const main = linksIn('main');
  const about = [...linksIn('about'), ...pagesIn('about')];
  const actions = linksIn('actions');
  return { main, about, actions, footer: [...main, ...about, ...actions, ...pagesIn('footer')] };
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
export function toActivityLinks(activities: readonly (Summary & { tagline: string })[], locale: Locale) {
  return activities.map((activity) => ({
    ...toLink(activity, activityHref(activity.id, locale)),
    tagline: activity.tagline,
  }));
}

/** The footer shows the activities in two columns: the first 8, then the rest. */
export const splitFooterColumns = <T>(items: readonly T[]): [T[], T[]] => [items.slice(0, 8), items.slice(8)];

/** The menus' aria-current for a link: "page" on the page shown; on /activite, its first activity. */
export function currentMarker(pagePath: string, activityLinks: readonly NavLink[]) {
  const onActivities = getRelativeLocaleUrlList(siteRoutes.activities.path).includes(normalisePath(pagePath));
  const current = normalisePath((onActivities && activityLinks[0]?.href) || pagePath);
  return (href: string): 'page' | undefined => (normalisePath(href) === current ? 'page' : undefined);
}
