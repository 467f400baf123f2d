// The rules of the pages staff make (src/content/pages/). The address is chosen once and names the files
// ("pages/en/open-day.md" is /open-day and /gu/open-day), so a new title never moves the page. Patterns
// are strings so the editor (Decap) refuses what the build refuses.
import { z } from 'astro/zod';
import { locales } from '../../i18n/locales.ts';
import { editorRouteList, isPattern, routeList } from '../routes/site-routes.ts';

/** The first part of every address the site already has ("about", "admin", "gu"): a page there would clash. */
export const takenAddresses: readonly string[] = [
  ...new Set(
    [...routeList, ...editorRouteList]
      .map((route) => route.path.split('/')[1] ?? '')
      .filter((segment) => segment !== '' && !isPattern(segment))
      .concat(locales),
  ),
].sort();

/** Small Latin letters and digits joined by single hyphens, and none of the site's own addresses. */
export const PAGE_ADDRESS_PATTERN = `^(?!(?:${takenAddresses.join('|')})$)[a-z0-9]+(?:-[a-z0-9]+)*$`;

export const pageAddressError =
  'address must be small Latin letters, digits and hyphens (such as "open-day"), and not an address the site already has: ' +
  takenAddresses.join(', ');

export const pageAddress = z
  .string({ error: 'address is required (such as "open-day")' })
  .regex(new RegExp(PAGE_ADDRESS_PATTERN), { error: pageAddressError });

/** Where a page is linked from: the About menu, the footer, or only from other pages. */
export const PAGE_PLACES = ['about', 'footer', 'none'] as const;

/** When a page's address is not its file's name, the published address, which links rely on. */
export function describeAddressProblem(entryFile: string, address: unknown): string | undefined {
  const published = entryFile.replace(/^.*\//, '').replace(/\.md$/, '');
  if (address === published) return undefined;
  return `${entryFile}: address: is "${String(address)}" but this page is published at /${published}; an address never changes once published (links and search engines use it). Put back "${published}", or make a new page.`;
}
