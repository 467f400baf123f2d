// The school's details (src/content/site/site.json and its translated twins,
// checked by the schema in src/lib/content/site-details.ts when the site is
// built), in the page's language, for pages and components to read.
import type { CollectionEntry } from 'astro:content';
import { getLocalisedEntry } from './content-queries';

export type SiteDetails = CollectionEntry<'site'>['data'];

/** The details in a language (`Astro.currentLocale`). */
export async function getSiteDetails(locale: string | undefined): Promise<SiteDetails> {
  const entry = await getLocalisedEntry('site', 'site', locale);
  // The loader stops the build first when the file is missing or broken.
  if (!entry) throw new Error('src/content/site/site.json: the school details were not loaded');
  return entry.data;
}
