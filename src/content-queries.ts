// Reading content in the page's language. Every collection holds each entry
// in English under its id and in each other language under "<code>/<id>"
// (src/content-loaders/); these give a page the entries of its language
// with their plain ids, so links and anchors are the same in every language.
// JSON lists come in the order staff wrote them (Astro's data store sorts
// entries by id): pages call getList() for any list whose order is shown.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { inFileOrder, type CollectionsWithPosition } from './lib/content/ordering';
import { isTranslatedId, translatedId } from './lib/content/twins';
import { defaultLocale, toLocale } from './i18n/locales';

/**
 * The collections loaded from a JSON list, known by the `position` their
 * schema records. The type checker refuses a Markdown collection here (it is
 * sorted by its own `order`, see sortByOrder) rather than letting it come
 * back in the data store's order.
 */
export type ListCollection = CollectionsWithPosition<{ [C in CollectionKey]: CollectionEntry<C> }>;

/** Where an entry of `locale` is stored: "science", or "gu/science". */
function storedId(id: string, locale: string | undefined): string {
  const code = toLocale(locale);
  return code === defaultLocale ? id : translatedId(id, code);
}

/** A collection's entries in a language (`Astro.currentLocale`), with their plain ids. */
export async function getEntries<C extends CollectionKey>(
  collection: C,
  locale: string | undefined,
): Promise<CollectionEntry<C>[]> {
  const code = toLocale(locale);
  const entries = await getCollection(collection);
  if (code === defaultLocale) return entries.filter((entry) => !isTranslatedId(entry.id));
  const prefix = `${code}/`;
  return entries
    .filter((entry) => entry.id.startsWith(prefix))
    .map((entry) => ({ ...entry, id: entry.id.slice(prefix.length) }));
}

/** A JSON list in a language, in file order. */
export async function getList<C extends ListCollection>(
  collection: C,
  locale: string | undefined,
): Promise<CollectionEntry<C>[]> {
  return inFileOrder(await getEntries(collection, locale), collection);
}

/** One entry in a language, by its plain id. */
export async function getLocalisedEntry<C extends CollectionKey>(
  collection: C,
  id: string,
  locale: string | undefined,
): Promise<CollectionEntry<C> | undefined> {
  const entries = await getCollection(collection);
  const entry = entries.find((each) => each.id === storedId(id, locale));
  return entry && { ...entry, id };
}

/** One page per activity, at the same slug in every language (getStaticPaths of the activity pages). */
export async function activityPaths(): Promise<{ params: { slug: string } }[]> {
  const activities = await getEntries('activities', defaultLocale);
  return activities.map((activity) => ({ params: { slug: activity.id } }));
}
