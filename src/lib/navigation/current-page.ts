/**
 * Which link is the page being shown. Apart from the navigation model, so the
 * menu island's bundle holds these few lines and not the route registry.
 */
import { normalisePath } from '../routes/normalise-path.ts';

/** The aria-current value for a link: "page" when it is the page being shown. */
export function currentFor(href: string, currentPath: string): 'page' | undefined {
  return normalisePath(href) === normalisePath(currentPath) ? 'page' : undefined;
}

/** True when the current page belongs to a dropdown group, so its summary can say so. */
export function groupContainsCurrent(links: readonly { href: string }[], currentPath: string): boolean {
  return links.some((link) => currentFor(link.href, currentPath) === 'page');
}
