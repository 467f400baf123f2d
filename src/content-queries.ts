// Reading the school's JSON lists in the order staff wrote them (Astro's data
// store sorts entries by id). Pages call this instead of getCollection() for
// any list whose order is shown to visitors.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { inFileOrder } from './lib/content/ordering';

type ListCollection = Exclude<CollectionKey, 'activities' | 'aboutTexts' | 'homeTexts'>;

export async function getList<C extends ListCollection>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  return inFileOrder(entries as { data: { position?: number } }[]) as CollectionEntry<C>[];
}
