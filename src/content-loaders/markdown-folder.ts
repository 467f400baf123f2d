/**
 * Markdown files in a folder (Astro's glob() loader), with a rule on how
 * many there are and a field whose values must be unique, and their
 * translated twins: "activities/gu/science.md" holds the Gujarati title,
 * tagline, photo alt texts and body of "activities/science.md", and is
 * stored as "gu/science" with the English entry's other facts (order, photo
 * files). An English entry marked englishOnly is stored under "gu/<id>" as
 * it is.
 */
import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import {
  describeCountProblem,
  describeDuplicateProblem,
  type CountRule,
} from '../lib/content/collection-rules';
import { translatedLocales } from '../i18n/locales';
import {
  describeFolderPairing,
  isEnglishOnly,
  isTranslatedId,
  translatedId,
  twinPathOf,
} from '../lib/content/twins';
import { checkPhotosExist } from './photo-check';
import { translatedData } from './twin-words';

type Store = LoaderContext['store'];

/**
 * The store as one glob() sees it: only the entries it owns. glob() deletes
 * every entry of the store it did not load, so without this the English
 * loader would delete the Gujarati entries, and the Gujarati loader the
 * English ones.
 */
function storeOf(store: Store, owns: (id: string) => boolean, filePathOf?: (id: string) => string): Store {
  return new Proxy(store, {
    get(target, property, receiver) {
      // A translated entry is stored with its English file's path: Astro finds
      // an entry's photos from that path, and they sit beside the English file.
      if (property === 'set' && filePathOf) {
        return (entry: Parameters<Store['set']>[0]) =>
          target.set({ ...entry, filePath: filePathOf(entry.id) });
      }
      if (property === 'keys') return () => target.keys().filter(owns);
      if (property === 'values') return () => target.values().filter((entry) => owns(entry.id));
      if (property === 'entries') return () => target.entries().filter(([id]) => owns(id));
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * The English entries' frontmatter as written, kept in the collection's meta
 * store: glob() parses an entry only when its file changed, and a twin is
 * laid over the English words as written (photo paths relative to the
 * English file), not over the parsed entry.
 */
const rawKey = (id: string) => `frontmatter:${id}`;

export function checkedFolder(
  base: string,
  rule: CountRule,
  twinSchema: z.ZodType,
  uniqueField?: string,
): Loader {
  const english = glob({ pattern: '*.md', base });
  return {
    name: 'checked-folder',
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const fileOf = (id: string) => `${base}/${id}.md`;
      const loadEnglish = () =>
        english.load({
          ...context,
          store: storeOf(context.store, (id) => !isTranslatedId(id)),
          parseData: (props) => {
            context.meta.set(rawKey(props.id), JSON.stringify(props.data));
            return context.parseData(props);
          },
        });
      await loadEnglish();
      // An entry kept from a store written before its frontmatter was: parse it again.
      const unkept = context.store
        .keys()
        .filter((id) => !isTranslatedId(id) && !context.meta.has(rawKey(id)));
      if (unkept.length > 0) {
        for (const id of unkept) context.store.delete(id);
        await loadEnglish();
      }
      const entries = context.store.values().filter((entry) => !isTranslatedId(entry.id));
      for (const entry of entries) checkPhotosExist(entry.filePath ?? base, entry);
      const problem =
        describeCountProblem(entries.length, rule, `${base}/*.md`) ??
        (uniqueField
          ? describeDuplicateProblem(
              entries.map((entry) => entry.data[uniqueField]),
              uniqueField,
              `${base}/*.md`,
            )
          : undefined);
      if (problem) throw new Error(problem);

      const rawEnglish = (id: string): Record<string, unknown> =>
        JSON.parse(context.meta.get(rawKey(id)) ?? '{}') as Record<string, unknown>;
      for (const locale of translatedLocales) {
        const twinFolder = `${root}${base}/${locale}`;
        const twinFiles = (existsSync(twinFolder) ? readdirSync(twinFolder, { withFileTypes: true }) : [])
          .filter((file) => file.isFile() && file.name.endsWith('.md'))
          .map((file) => `${base}/${locale}/${file.name}`);
        const pairing = describeFolderPairing(
          entries.map((entry) => ({ file: fileOf(entry.id), englishOnly: isEnglishOnly(entry.data) })),
          twinFiles,
          locale,
        );
        if (pairing.length > 0) throw new Error(pairing.join('\n'));
        // A Gujarati entry changes when its English entry does, not only its own file.
        const englishDigest = context.generateDigest(
          JSON.stringify(entries.map((entry) => [entry.id, context.meta.get(rawKey(entry.id))])),
        );
        await glob({ pattern: `${locale}/*.md`, base }).load({
          ...context,
          store: storeOf(
            context.store,
            (id) => id.startsWith(`${locale}/`),
            (id) => fileOf(id.slice(locale.length + 1)),
          ),
          generateDigest: (data) =>
            context.generateDigest(typeof data === 'string' ? `${data}\n${englishDigest}` : data),
          parseData: (props) => {
            const id = props.id.slice(locale.length + 1);
            const englishFile = fileOf(id);
            const words = translatedData(
              rawEnglish(id),
              props.data,
              twinSchema,
              twinPathOf(englishFile, locale),
            );
            // The English file's path: its photos are named from its folder.
            return context.parseData({
              ...props,
              data: words as typeof props.data,
              filePath: `${root}${englishFile}`,
            });
          },
        });
        for (const entry of entries.filter((each) => isEnglishOnly(each.data))) {
          context.store.set({ ...entry, id: translatedId(entry.id, locale) });
        }
      }
    },
  };
}
