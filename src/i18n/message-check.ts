/**
 * The build's check of the messages staff edit (src/content/messages/*.json,
 * one file per screen of "Website words" in the editor). A mistake that
 * would break a page stops the build, naming the file, the language and the
 * key: an English message left empty, a message English does not have, or a
 * translation whose {placeholders} differ from English's (the page would
 * show "{count}" or fail to fill it). A Gujarati message left empty is no
 * mistake: the page shows the English one, and it is listed as untranslated.
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

/** "group.key" and its text, for the texts written in (a blank text counts as none). */
function textsOf(groups: MessageGroups = {}): Map<string, string> {
  return new Map(
    Object.entries(groups).flatMap(([group, messages]) =>
      Object.entries(messages ?? {}).flatMap(([key, text]) =>
        typeof text === 'string' && text.trim() !== '' ? [[`${group}.${key}`, text] as const] : [],
      ),
    ),
  );
}

function keysOf(groups: MessageGroups = {}): string[] {
  return Object.entries(groups).flatMap(([group, messages]) =>
    Object.keys(messages ?? {}).map((key) => `${group}.${key}`),
  );
}

const braces = (names: string[]) => `{${names.join('}, {')}}`.replace(/^\{\}$/, 'none');

export function checkMessages(
  files: Readonly<Record<string, MessageFile>>,
  locales: readonly string[],
  defaultLocale: string,
): { errors: string[]; untranslated: Untranslated[] } {
  const errors: string[] = [];
  const untranslated: Untranslated[] = [];
  const groupFile = new Map<string, string>();
  for (const [file, content] of Object.entries(files)) {
    const english = textsOf(content[defaultLocale]);
    for (const group of Object.keys(content[defaultLocale] ?? {})) {
      const other = groupFile.get(group);
      if (other) errors.push(`${file}: the group "${group}" is in ${other} too`);
      groupFile.set(group, file);
    }
    for (const key of keysOf(content[defaultLocale]).filter((key) => !english.has(key))) {
      errors.push(`${file}: ${defaultLocale} ${key} is empty`);
    }
    for (const locale of locales.filter((code) => code !== defaultLocale)) {
      const translated = textsOf(content[locale]);
      for (const [key, text] of translated) {
        const model = english.get(key);
        if (model === undefined) {
          errors.push(`${file}: ${locale} ${key} is not a message English has`);
          continue;
        }
        const [expected, found] = [placeholdersOf(model), placeholdersOf(text)];
        if (expected.join() !== found.join()) {
          errors.push(
            `${file}: ${locale} ${key} has the placeholders ${braces(found)}, English has ${braces(expected)}`,
          );
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
