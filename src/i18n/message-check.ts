/**
 * The build's check of the messages staff edit: an empty English message, one
 * English lacks, or a translation whose {placeholders} differ stops the build,
 * naming file, language and key. An empty translation falls back to English
 * and is listed as untranslated.
 */
import { placeholdersOf } from './placeholders.ts';

/** Messages in groups: { nav: { menu: 'Menu' } }. */
export type MessageGroups = Readonly<Record<string, Readonly<Record<string, unknown>>>>;
/** One file as Decap's `single_file` i18n saves it: { en: groups, gu: groups }. */
export type MessageFile = Readonly<Record<string, MessageGroups | undefined>>;
export interface Untranslated {
  file: string;
  locale: string;
  keys: string[];
}

/** "group.key" of every message, with its text, or undefined where it is blank. */
const entriesOf = (groups: MessageGroups = {}) =>
  Object.entries(groups).flatMap(([group, messages]) =>
    Object.entries(messages ?? {}).map(([key, text]) => {
      const written = typeof text === 'string' && text.trim() !== '' ? text : undefined;
      return [`${group}.${key}`, written] as [string, string | undefined];
    }),
  );
const textsOf = (groups?: MessageGroups) =>
  new Map(entriesOf(groups).filter((entry): entry is [string, string] => entry[1] !== undefined));
const braces = (names: string[]) => (names.length ? `{${names.join('}, {')}}` : 'none');

export function checkMessages(
  files: Readonly<Record<string, MessageFile>>,
  locales: readonly string[],
  defaultLocale: string,
): { errors: string[]; untranslated: Untranslated[] } {
  const errors: string[] = [];
  const untranslated: Untranslated[] = [];
  const groupFile = new Map<string, string>();
  for (const [file, content] of Object.entries(files)) {
    for (const group of Object.keys(content[defaultLocale] ?? {})) {
      if (groupFile.has(group))
        errors.push(`${file}: the group "${group}" is in ${groupFile.get(group)} too`);
      groupFile.set(group, file);
    }
    const english = textsOf(content[defaultLocale]);
    for (const [key, text] of entriesOf(content[defaultLocale])) {
      if (text === undefined) errors.push(`${file}: ${defaultLocale} ${key} is empty`);
    }
    for (const locale of locales.filter((code) => code !== defaultLocale)) {
      const translated = textsOf(content[locale]);
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

/** One language's messages from every file, blanks left out (the caller falls back to English). */
export function messagesIn(files: Readonly<Record<string, MessageFile>>, locale: string) {
  const groups: Record<string, Record<string, string>> = {};
  for (const content of Object.values(files)) {
    for (const [key, text] of textsOf(content[locale])) {
      const [group = '', name = ''] = key.split('.');
      (groups[group] ??= {})[name] = text;
    }
  }
  return groups;
}
