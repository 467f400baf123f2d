// Reading content in the page's language. Every collection holds each entry
// once per locale, as "en/science" and "gu/science" (src/content-loaders/);
// these give a page the entries of its locale with their plain ids, so links
// and anchors are the same in every language, and with each word a
// translation lacks taken from English and named in `untranslated` (the page
// marks it lang="en"). Entries come in the school's order: by `order`, then
// by id.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { folderCollections, wordFieldsOf } from './lib/content/collections';
import { inSchoolOrder } from './lib/content/ordering';
import { translate } from './lib/content/translation';
import { defaultLocale, toLocale } from './i18n/locales';

export { langOf, langOfAll } from './lib/content/translation';

/** An entry's data in a locale, with its plain id and the word fields still in English. */
export type Localized<Data> = Data & { id: string; untranslated: readonly string[] };

export type LocalizedEntry<C extends CollectionKey> = Omit<CollectionEntry<C>, 'data'> & {
  data: Localized<CollectionEntry<C>['data']>;
};

const plainId = (id: string) => id.slice(id.indexOf('/') + 1);

/** A collection's entries in a locale (`Astro.currentLocale`), in the school's order. */
export async function getEntries<C extends CollectionKey>(
  collection: C,
  locale: string | undefined,
): Promise<LocalizedEntry<C>[]> {
  const code = toLocale(locale);
  const all: CollectionEntry<C>[] = await getCollection(collection);
  const translations = new Map(
    all.filter((entry) => entry.id.startsWith(`${code}/`)).map((entry) => [plainId(entry.id), entry]),
  );
  const words = wordFieldsOf(collection);
  const entries = all
    .filter((entry) => entry.id.startsWith(`${defaultLocale}/`))
    .map((english) => {
      const id = plainId(english.id);
      const translation = code === defaultLocale ? english : translations.get(id);
      const { data, untranslated } = translate(english.data, translation?.data, words);
      // A Markdown body is words too: English's stands in for a missing one.
      const hasBody = Boolean(english.body?.trim());
      const bodyFrom = hasBody && translation?.body?.trim() ? translation : english;
      if (hasBody && bodyFrom !== translation) untranslated.push('body');
      return {
        ...english,
        id,
        body: bodyFrom.body,
        rendered: bodyFrom.rendered,
        data: { ...(data as object), id, untranslated },
      } as LocalizedEntry<C>;
    });
  return inSchoolOrder(entries);
}

/** One entry in a locale, by its plain id. */
export async function getLocalisedEntry<C extends CollectionKey>(
  collection: C,
  id: string,
  locale: string | undefined,
): Promise<LocalizedEntry<C> | undefined> {
  return (await getEntries(collection, locale)).find((entry) => entry.id === id);
}

/** One page per activity, at the same slug in every language (getStaticPaths of the activity pages). */
export async function activityPaths(): Promise<{ params: { slug: string } }[]> {
  const activities = await getEntries('activities', defaultLocale);
  return activities.map((activity) => ({ params: { slug: activity.id } }));
}

/** An entry that shows some English words on the pages of a locale. */
export interface UntranslatedEntry {
  collection: CollectionKey;
  id: string;
  /** The word fields still in English ("title", "photos.2.alt", "body"). */
  fields: readonly string[];
}

/** What still needs translating into `locale`: every entry with a word in English, collection by collection. */
export async function untranslatedEntries(locale: string): Promise<UntranslatedEntry[]> {
  const names: CollectionKey[] = ['site', ...(Object.keys(folderCollections) as CollectionKey[])];
  const lists = await Promise.all(
    names.map(async (collection) =>
      (await getEntries(collection, locale))
        .filter((entry) => entry.data.untranslated.length > 0)
        .map((entry) => ({ collection, id: entry.id, fields: entry.data.untranslated })),
    ),
  );
  return lists.flat();
}
