// Reading the school's JSON lists in the order staff wrote them (Astro's data
// store sorts entries by id). Pages call this instead of getCollection() for
// any list whose order is shown to visitors.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { inFileOrder, type CollectionsWithPosition } from './lib/content/ordering';

/**
 * The collections loaded from a JSON list, known by the `position` their
 * schema records. The type checker refuses a Markdown collection here (it is
 * sorted by its own `order`, see sortByOrder) rather than letting it come
 * back in the data store's order.
 */
export type ListCollection = CollectionsWithPosition<{ [C in CollectionKey]: CollectionEntry<C> }>;

export async function getList<C extends ListCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  return inFileOrder(await getCollection(collection), collection);
}
