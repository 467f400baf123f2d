/**
 * The one navigation model: the header, the footer and the menus all read
 * it, so a page added here appears everywhere at once.
 */

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

export const homeLink: NavLink = { label: 'Home', href: '/' };

export const mainLinks: readonly NavLink[] = [
  homeLink,
  { label: 'Interact Club', href: '/intrect-club' },
  { label: 'News Corner', href: '/news-corner' },
  { label: 'Infrastructure', href: '/infrastructure' },
];

export const aboutLinks: readonly NavLink[] = [
  { label: 'About Us', href: '/about' },
  { label: 'Gallery', href: '/gallery' },
];

export const actionLinks: readonly NavLink[] = [
  { label: 'Volunteers', href: '/volunteers' },
  { label: 'Contact Us', href: '/contact' },
];

/** The address of one activity's page; the selection lives in the URL so it can be shared. */
export function activityHref(id: string): string {
  return `/activite/${id}`;
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

/** Removes a trailing slash (except for the root) so "/about/" and "/about" compare equal. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : '/';
}

/**
 * The path the menus treat as current. /activite shows the first activity,
 * so that activity's link is the current one there.
 */
export function menuPathFor(currentPath: string, activityLinks: readonly NavLink[]): string {
  const first = activityLinks[0];
  return normalisePath(currentPath) === '/activite' && first ? first.href : currentPath;
}

/** The aria-current value for a link: "page" when it is the page being shown. */
export function currentFor(href: string, currentPath: string): 'page' | undefined {
  return normalisePath(href) === normalisePath(currentPath) ? 'page' : undefined;
}

/** True when the current page belongs to a dropdown group, so its summary can say so. */
export function groupContainsCurrent(links: readonly NavLink[], currentPath: string): boolean {
  return links.some((link) => currentFor(link.href, currentPath) === 'page');
}
