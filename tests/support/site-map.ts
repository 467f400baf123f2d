// What the specification fixes, written out once for the browser tests: the
// routes, the 18 activity titles in order, and the counts. The site must match
// these from its content; the tests never read the content files.

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

export const pageRoutes = [
  '/',
  '/about',
  '/gallery',
  '/activite',
  '/volunteers',
  '/contact',
  '/intrect-club',
  '/news-corner',
  '/infrastructure',
] as const;

export const notFoundRoute = '/this-page-does-not-exist';

/** Every page of the site, including each activity page and the 404 page. */
export const allRoutes: string[] = [...pageRoutes, ...activityTitles.map(activityPath), notFoundRoute];

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
