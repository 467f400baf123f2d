// The school's details (src/content/site/site.json, checked by the schema in
// src/lib/content/site-details.ts when the site is built), for pages and
// components to read.
import { getEntry, type CollectionEntry } from 'astro:content';

export type SiteDetails = CollectionEntry<'site'>['data'];

export async function getSiteDetails(): Promise<SiteDetails> {
  const entry = await getEntry('site', 'site');
  // The loader stops the build first when the file is missing or broken.
  if (!entry) throw new Error('src/content/site/site.json: the school details were not loaded');
  return entry.data;
}
