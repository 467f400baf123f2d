/**
 * Looking messages up in one language, with English filling any gap, so an
 * unfinished translation never shows a visitor an empty button. Generic over
 * the messages' shape, so it is tested with small tables; ./index.ts binds it
 * to the site's own messages.
 */
import { fillPlaceholders, type PlaceholderValues } from './placeholders.ts';

type Groups = Record<string, Record<string, string>>;
type Loose = Partial<Record<string, Partial<Record<string, string>>>>;

/** A group and a message in it: "nav.menu". */
export type KeyOf<M extends Groups> = { [G in keyof M & string]: `${G}.${keyof M[G] & string}` }[keyof M &
  string];

export interface Translate<M extends Groups> {
  /** The message for a key, its {placeholders} filled in. */
  (key: KeyOf<M>, values?: PlaceholderValues): string;
  /** A whole group, placeholders left in: what an island receives as props, and no more. */
  group<G extends keyof M & string>(name: G): M[G];
  /**
   * The language a message is shown in when it is not the page's: English's
   * code where the translation has none yet, for a `lang` attribute so that
   * screen readers pronounce it as English. Undefined when it is the page's.
   */
  langOf(key: KeyOf<M>): string | undefined;
}

function split(key: string): [string, string] {
  const dot = key.indexOf('.');
  return [key.slice(0, dot), key.slice(dot + 1)];
}

/** `translation` holds only the messages written in (blanks left out); `english` is every one. */
export function createTranslate<M extends Groups>(
  english: M,
  translation: Loose,
  englishLang: string,
): Translate<M> {
  const own = (key: string) => {
    const [group, name] = split(key);
    return translation[group]?.[name];
  };
  const translate = (key: KeyOf<M>, values?: PlaceholderValues): string => {
    const [group, name] = split(key);
    const text = own(key) ?? english[group]?.[name];
    if (text === undefined) throw new Error(`no message "${key}"`);
    return fillPlaceholders(text, values);
  };
  const group = <G extends keyof M & string>(name: G): M[G] =>
    ({ ...english[name], ...translation[name] }) as M[G];
  const langOf = (key: KeyOf<M>) => (own(key) === undefined ? englishLang : undefined);
  return Object.assign(translate, { group, langOf });
}
