// Messages in one language, English filling any gap so an unfinished translation never shows an empty
// button. Generic over the messages' shape (tested with small tables); ./index.ts binds it.
import { fillPlaceholders, type PlaceholderValues } from './placeholders.ts';

type Groups = Record<string, Record<string, string>>;

/** A group and a message in it: "nav.menu". */
export type KeyOf<M extends Groups> = { [G in keyof M & string]: `${G}.${keyof M[G] & string}` }[keyof M &
  string];

/** Both by "group.key": `translation` holds only the messages written in, `english` every one. */
export function createTranslate<M extends Groups>(
  english: ReadonlyMap<string, string>,
  translation: ReadonlyMap<string, string>,
  englishLang: string,
) {
  const translate = (key: KeyOf<M>, values?: PlaceholderValues): string => {
    const text = translation.get(key) ?? english.get(key);
    if (text === undefined) throw new Error(`no message "${key}"`);
    return fillPlaceholders(text, values);
  };
  return Object.assign(translate, {
    /** A whole group, placeholders left in: what an island receives as props, and no more. */
    group: <G extends keyof M & string>(name: G) =>
      Object.fromEntries(
        [...english, ...translation]
          .filter(([key]) => key.startsWith(`${name}.`))
          .map(([key, text]) => [key.slice(name.length + 1), text]),
      ) as M[G],
    /** English's code where the message has no translation yet, for a `lang` attribute (screen readers). */
    langOf: (key: KeyOf<M>) => (translation.has(key) ? undefined : englishLang),
  });
}
