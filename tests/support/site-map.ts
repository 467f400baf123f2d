// The site's pages as the browser tests visit them, in every language: the
// routes come from the route registry and the languages from the locale list;
// the 18 activity titles in order and the counts are the specification's,
// written out here so the site must match them from its content (the tests
// never read the content files).
import { locales, type Locale } from '../../src/i18n/locales.ts';
import {
  isPattern,
  localisedPath,
  routeList,
  siteRoutes,
  type SiteRoute,
} from '../../src/lib/routes/site-routes.ts';

export const activityTitles = [
  'Drawing Activity',
  'Art and Craft',
  'Science',
  'Physical Education',
  'Cultural Programme',
  'Field Trips - Tours',
  'Medical Check up',
  'Festivals Celebrations',
  'Work Shops',
  'Language Development',
  'Theater Arts',
  'Lunch Time',
  'Plantation',
  'Sports Day',
  'Sport Time',
  'Corona Time Activity',
  'Day Celebration',
  'Swachhta Divas',
] as const;

/** "Field Trips - Tours" -> "field-trips-tours": the address of each activity page. */
export function activityPath(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `/activite/${slug}`;
}

/** The sample newsletters, oldest first: each has its own page, /newsletters/<id>. */
export const newsletterIds = [
  'newsletter-2024-spring',
  'newsletter-2024-winter',
  'newsletter-2025-summer',
  'newsletter-2025-autumn',
  'newsletter-2026-spring',
  'newsletter-2026-autumn',
] as const;

/**
 * The pages staff made that the site ships with (src/content/pages/): what a
 * parent looks for first. Staff may add and remove pages; these are the sample's.
 */
export const samplePages = [
  { address: '/admissions', title: 'Admissions', place: 'about' },
  { address: '/support-the-school', title: 'Support the school', place: 'footer' },
] as const;

/** Any address the site does not have: where visitors meet the NOT FOUND page. */
export const notFoundRoute = '/this-page-does-not-exist';

/** The unknown address in each language: "/gu/this-page-does-not-exist" meets the Gujarati NOT FOUND page. */
export const notFoundRoutes: readonly string[] = locales.map((locale) =>
  localisedPath(notFoundRoute, locale),
);

export function isNotFoundAddress(address: string): boolean {
  return notFoundRoutes.includes(address);
}

export interface SitePage {
  /** What the browser opens. */
  address: string;
  route: SiteRoute;
  locale: Locale;
}

/** The addresses of a route: each activity or newsletter for its pattern, an unknown address for the 404 page. */
function addressesOf(route: SiteRoute): string[] {
  if (route === siteRoutes.notFound) return [notFoundRoute];
  if (route === siteRoutes.activity) return activityTitles.map(activityPath);
  if (route === siteRoutes.newsletter) return newsletterIds.map((id) => `/newsletters/${id}`);
  if (route === siteRoutes.page) return samplePages.map((page) => page.address);
  if (isPattern(route.path))
    throw new Error(`tests/support/site-map.ts: which pages does ${route.path} build?`);
  return [route.path];
}

// Fixed pages first, then the pattern's pages, then the NOT FOUND page.
const order = (route: SiteRoute) => (route === siteRoutes.notFound ? 2 : isPattern(route.path) ? 1 : 0);

/** Every page of the site in every language, including each activity page and the 404 page. */
export const sitePages: SitePage[] = locales.flatMap((locale) =>
  [...routeList]
    .sort((a, b) => order(a) - order(b))
    .flatMap((route) =>
      addressesOf(route).map((address) => ({ address: localisedPath(address, locale), route, locale })),
    ),
);

export const allRoutes: string[] = sitePages.map((page) => page.address);

/** The pages of one language. */
export function pagesIn(locale: Locale): SitePage[] {
  return sitePages.filter((page) => page.locale === locale);
}

export const counts = {
  activities: 18,
  newsletters: 6,
  facilities: 19,
  values: 7,
  features: 10,
  wellWishers: 4,
  videos: 3,
  infrastructurePhotos: 2,
  footerActivityColumns: [8, 10],
} as const;
