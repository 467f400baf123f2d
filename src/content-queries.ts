// Content in the page's language. Each collection holds every entry once per locale ("en/science"); a page
// gets its locale's entries by their plain ids (links are the same in every language), each word a
// translation lacks taken from English and named in `untranslated` (marked lang="en"), in the school's order.
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { folderCollections, translatableFieldsOf } from './lib/content/collections';
import { inSchoolOrder } from './lib/content/ordering';
import { isTranslated, translate } from './lib/content/translation';
import { defaultLocale, localeParams, toLocale } from './i18n/locales';

export { langOf, langOfAll } from './lib/content/translation';

export type LocalizedEntry<C extends CollectionKey> = Omit<CollectionEntry<C>, 'data'> & {
  data: CollectionEntry<C>['data'] & { id: string; untranslated: readonly string[] };
};

const inLocale = (locale: string) => (entry: { id: string }) => entry.id.startsWith(`${locale}/`);
const plainId = (id: string) => id.slice(id.indexOf('/') + 1);

/** A collection's entries in a locale (`Astro.currentLocale`), in the school's order. */
export async function getEntries<C extends CollectionKey>(collection: C, locale: string | undefined) {
  const code = toLocale(locale);
  const all: CollectionEntry<C>[] = await getCollection(collection);
  const translations = new Map(all.filter(inLocale(code)).map((entry) => [plainId(entry.id), entry]));
  const translatable = translatableFieldsOf(collection);
  const entries = all.filter(inLocale(defaultLocale)).map((english) => {
    const id = plainId(english.id);
    const translation = translations.get(id);
    const { data, untranslated } = translate(english.data, translation?.data, translatable);
    // A Markdown body is words too: English's stands in for a missing or copied one.
    const hasBody = Boolean(english.body?.trim());
    const bodyFrom = hasBody && isTranslated(translation?.body, english.body) ? translation : english;
    if (hasBody && bodyFrom !== translation) untranslated.push('body');
    // The body's own file: the paths of its photos are relative to it.
    const { body, rendered, filePath } = bodyFrom;
    return {
      ...english,
      id,
      body,
      rendered,
      filePath,
      data: { ...(data as object), id, untranslated },
    } as LocalizedEntry<C>;
  });
  return inSchoolOrder(entries);
}

/** One entry in a locale, by its plain id. Every caller needs it: a missing one stops the build. */
export async function getLocalisedEntry<C extends CollectionKey>(collection: C, id = '', locale?: string) {
  const entry = (await getEntries(collection, locale)).find((each) => each.id === id);
  if (!entry) throw new Error(`src/content: the ${collection} collection has no entry "${id}"`);
  return entry;
}

/** `getStaticPaths` of an entry's own page: every entry in every locale, at the same id (`param`). */
export const entryPaths = async <P extends string>(collection: CollectionKey, param: P) =>
  (await getEntries(collection, defaultLocale)).flatMap(({ id }) =>
    localeParams().map(({ params }) => ({
      params: { ...params, ...({ [param]: id } as Record<P, string>) },
    })),
  );

/** What still needs translating into `locale`: each entry with a translatable field ("photos.2.alt", "body") in English. */
export async function untranslatedEntries(locale: string) {
  const names: CollectionKey[] = ['site', ...(Object.keys(folderCollections) as CollectionKey[])];
  const lists = await Promise.all(
    names.map(async (collection) =>
      (await getEntries(collection, locale))
        .filter(({ data }) => data.untranslated.length > 0)
        .map(({ id, data }) => ({ collection, id, fields: data.untranslated })),
    ),
  );
  return lists.flat();
}
