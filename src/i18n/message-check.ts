// The build's check of the messages staff edit: an empty English message, one English lacks, or a translation
// whose {placeholders} differ stops it, naming file, language and key. An empty translation falls back to English.
import { placeholdersOf } from './placeholders.ts';

/** One file as Decap's `single_file` i18n saves it: { en: { nav: { menu: 'Menu' } }, gu: { … } }. */
export type MessageFile = Readonly<Record<string, Readonly<Record<string, Readonly<object>>> | undefined>>;
type Files = Readonly<Record<string, MessageFile>>;

/** A file's messages in one language as ["group.key", text], a blank one's text undefined. */
const entriesIn = (file: MessageFile, locale: string) =>
  Object.entries(file[locale] ?? {}).flatMap(([group, messages]) =>
    Object.entries(messages).map(([key, text]: [string, unknown]): [string, string | undefined] => [
      `${group}.${key}`,
      typeof text === 'string' && text.trim() !== '' ? text : undefined,
    ]),
  );
const braces = (names: string[]) => (names.length ? `{${names.join('}, {')}}` : 'none');

export function checkMessages(files: Files, locales: readonly string[], defaultLocale: string) {
  const errors: string[] = [];
  const untranslated: { file: string; locale: string; keys: string[] }[] = [];
  const groupFile = new Map<string, string>();
  for (const [file, content] of Object.entries(files)) {
    for (const group of Object.keys(content[defaultLocale] ?? {})) {
      if (groupFile.has(group))
        errors.push(`${file}: the group "${group}" is in ${groupFile.get(group)} too`);
      groupFile.set(group, file);
    }
    const english = new Map(entriesIn(content, defaultLocale));
    for (const [key, text] of english) if (!text) errors.push(`${file}: ${defaultLocale} ${key} is empty`);
    for (const locale of locales.filter((code) => code !== defaultLocale)) {
      const translated = messagesIn({ [file]: content }, locale);
      for (const [key, text] of translated) {
        const model = english.get(key);
        const [expected, found] = [placeholdersOf(model ?? ''), placeholdersOf(text)];
        if (model === undefined) errors.push(`${file}: ${locale} ${key} is not a message English has`);
        else if (expected.join() !== found.join()) {
          const which = `has the placeholders ${braces(found)}, English has ${braces(expected)}`;
          errors.push(`${file}: ${locale} ${key} ${which}`);
        }
      }
      const keys = [...english.keys()].filter((key) => !translated.has(key));
      if (keys.length > 0) untranslated.push({ file, locale, keys });
    }
  }
  return { errors, untranslated };
}

/** One language's messages from every file by "group.key", blanks left out (English stands in). */
export const messagesIn = (files: Files, locale: string) =>
  new Map(
    Object.values(files)
      .flatMap((file) => entriesIn(file, locale))
      .filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
