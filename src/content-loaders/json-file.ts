/**
 * A JSON file read by this project's own loader rather than Astro's file():
 * that one only logs a file it cannot read and carries on with an empty
 * collection, so a broken file would publish a page with missing content.
 *
 * Each English entry is stored under its id, and under "gu/<id>" in Gujarati
 * (every language of src/i18n/locales.ts): the English entry with the
 * words of the twin file beside it ("about/gu/values.json"), or its English
 * words when it is marked englishOnly. Both go through the collection's
 * schema, with photo paths read from the English file's folder.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { translatedLocales } from '../i18n/locales';
import { describeTwinPairing, isEnglishOnly, translatedId, twinPathOf } from '../lib/content/twins';
import { checkPhotosExist } from './photo-check';
import { translatedData } from './twin-words';

export interface RawEntry {
  id: string;
  data: Record<string, unknown>;
}

export interface JsonSource {
  /** The English file, from the project root. */
  path: string;
  /** The English file's text as entries, or a sentence naming `source`. */
  readEntries: (text: string, source: string) => RawEntry[];
  /** The same for a twin, whose entries hold only their words. */
  readTwinEntries: (text: string, source: string) => RawEntry[];
  /** What a twin entry may hold: its words. */
  twinSchema: z.ZodType;
  /** Adds to an entry before its schema runs (a PDF's cover picture). */
  prepare?: (data: Record<string, unknown>, root: string) => Promise<Record<string, unknown>>;
  /** Name each twin entry in messages ("entry "x""): lists do, the single school-details entry does not. */
  namesEntries: boolean;
}

/** The twin's entries, by id; none needed when every English entry is English-only. */
async function readTwin(source: JsonSource, root: string, locale: string, english: readonly RawEntry[]) {
  const twinPath = twinPathOf(source.path, locale);
  const fullPath = `${root}/${twinPath}`;
  const needed = english.some((entry) => !isEnglishOnly(entry.data));
  if (!existsSync(fullPath)) {
    if (!needed) return { twinPath, fullPath, twins: new Map<string, RawEntry>() };
    throw new Error(
      `${twinPath}: missing. Every content file has a translated twin of the same name in the ${locale}/ folder beside it (or mark the English entries englishOnly: true).`,
    );
  }
  const twins = source.readTwinEntries(await readFile(fullPath, 'utf8'), twinPath);
  const problems = describeTwinPairing({
    english: english.map((entry) => ({ id: entry.id, englishOnly: isEnglishOnly(entry.data) })),
    twin: twins.map((entry) => entry.id),
    englishFile: source.path,
    twinFile: twinPath,
  });
  if (problems.length > 0) throw new Error(problems.join('\n'));
  return { twinPath, fullPath, twins: new Map(twins.map((entry) => [entry.id, entry])) };
}

export function jsonFile(source: JsonSource): Loader {
  return {
    name: 'json-file',
    load: async ({ store, parseData, config, watcher }: LoaderContext) => {
      const root = fileURLToPath(config.root).replace(/\/$/, '');
      const fullPath = `${root}/${source.path}`;
      const watched = new Set([fullPath]);
      const prepare = (data: Record<string, unknown>) => (source.prepare ? source.prepare(data, root) : data);
      const sync = async () => {
        const english = source.readEntries(await readFile(fullPath, 'utf8'), source.path);
        const translations = await Promise.all(
          translatedLocales.map(async (locale) => ({
            locale,
            ...(await readTwin(source, root, locale, english)),
          })),
        );
        store.clear();
        for (const entry of english) {
          const data = await parseData({ id: entry.id, data: await prepare(entry.data), filePath: fullPath });
          store.set({ id: entry.id, data, filePath: source.path });
          checkPhotosExist(source.path, store.get(entry.id));
        }
        for (const { locale, twinPath, fullPath: twinFullPath, twins } of translations) {
          watched.add(twinFullPath);
          for (const entry of english) {
            const twin = twins.get(entry.id);
            const where = source.namesEntries ? `${twinPath}: entry "${entry.id}"` : twinPath;
            const words = twin ? translatedData(entry.data, twin.data, source.twinSchema, where) : entry.data;
            const id = translatedId(entry.id, locale);
            // The English file's path, here and in the store: its photos are
            // named from its folder, and Astro finds them from that path.
            const data = await parseData({ id, data: await prepare(words), filePath: fullPath });
            store.set({ id, data, filePath: source.path });
          }
        }
      };
      await sync();
      // `astro dev` only: reload when staff save the file or a twin.
      for (const file of watched) watcher?.add(file);
      watcher?.on('change', (changed) => {
        if (watched.has(changed)) void sync();
      });
    },
  };
}
