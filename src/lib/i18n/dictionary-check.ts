/**
 * What a translation gets wrong against English, its model: words it lacks,
 * words English does not have (a typo, or a word English dropped), and
 * placeholders that differ ("{count}" in English, "{total}" in the
 * translation would throw when the page is built).
 */
import { placeholdersOf } from './fill-placeholders.ts';

type Words = Readonly<Record<string, Readonly<Record<string, string | undefined>> | undefined>>;

export interface DictionaryProblems {
  missing: string[];
  unknown: string[];
  placeholders: string[];
}

function keysOf(words: Words): string[] {
  return Object.entries(words).flatMap(([group, entries]) =>
    Object.entries(entries ?? {})
      .filter(([, text]) => text !== undefined)
      .map(([word]) => `${group}.${word}`),
  );
}

function textOf(words: Words, key: string): string | undefined {
  const dot = key.indexOf('.');
  return words[key.slice(0, dot)]?.[key.slice(dot + 1)];
}

export function compareWithEnglish(english: Words, translation: Words): DictionaryProblems {
  const englishKeys = keysOf(english);
  const translatedKeys = keysOf(translation);
  const placeholders = translatedKeys.flatMap((key) => {
    const expected = placeholdersOf(textOf(english, key) ?? '').join(', ');
    const found = placeholdersOf(textOf(translation, key) ?? '').join(', ');
    return englishKeys.includes(key) && expected !== found
      ? [`${key}: English has {${expected}}, the translation {${found}}`]
      : [];
  });
  return {
    missing: englishKeys.filter((key) => !translatedKeys.includes(key)),
    unknown: translatedKeys.filter((key) => !englishKeys.includes(key)),
    placeholders,
  };
}
