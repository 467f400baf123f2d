/**
 * One entry whose locales share one JSON file, as the web editor writes it
 * (Decap's single_file): { "en": { … }, "gu": { … } }. Stored as "en/<id>"
 * and "gu/<id>", like src/content-loaders/locale-folders.ts: English goes
 * through the schema, a translation keeps only its words.
 */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { parseJsonFile } from '../lib/content/json-file';
import { wordsOf } from '../lib/content/translation';
import { defaultLocale, translatedLocales } from '../i18n/locales';
import { checkPhotosExist } from './photo-check';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function localeFile(path: string, id: string, words: readonly string[]): Loader {
  return {
    name: 'locale-file',
    load: async ({ store, parseData, config, watcher }) => {
      const fullPath = fileURLToPath(new URL(path, config.root));
      const sync = async () => {
        const all = parseJsonFile(await readFile(fullPath, 'utf8'), path);
        const english = isRecord(all) ? all[defaultLocale] : undefined;
        if (!isRecord(all) || !isRecord(english)) {
          throw new Error(
            `${path}: must hold the English entry under "${defaultLocale}": { "${defaultLocale}": { … } }`,
          );
        }
        store.clear();
        const englishId = `${defaultLocale}/${id}`;
        store.set({
          id: englishId,
          data: await parseData({ id: englishId, data: english, filePath: fullPath }),
          filePath: path,
        });
        checkPhotosExist(path, store.get(englishId));
        for (const locale of translatedLocales) {
          store.set({ id: `${locale}/${id}`, data: wordsOf(all[locale], words, `${path} ("${locale}")`) });
        }
      };
      await sync();
      watcher?.add(fullPath);
      watcher?.on('change', (changed) => {
        if (changed === fullPath) void sync();
      });
    },
  };
}
