// The shape of the site's words, taken from the English dictionary: a key
// English lacks is a type error everywhere, and a translation may hold any
// of English's words but no others.
import type english from './dictionaries/en.ts';
import type { Locale } from '../lib/i18n/locales.ts';
import type { Dictionary, Language, PartialWords, Translate, WordKey } from '../lib/i18n/translate.ts';

export type UiWords = (typeof english)['words'];
export type UiKey = WordKey<UiWords>;
export type UiGroup = keyof UiWords;
/** One group's words, placeholders left in: the props of an island. */
export type GroupWords<G extends UiGroup> = UiWords[G];

/** What a dictionary file other than English exports by default. */
export type TranslatedDictionary = Dictionary<PartialWords<UiWords>>;

export interface UiTranslate extends Translate<UiWords> {
  language: Language;
  /** The page's language among the site's (src/lib/i18n/locales.ts). */
  locale: Locale;
  /** A site path in the page's language: "/about" on a Gujarati page is "/gu/about". */
  href(path: string): string;
  /** "14 February 2019", in the language's own way. */
  date(date: Date): string;
  /** "240 KB", in the language's own way. */
  fileSize(bytes: number): string;
  /**
   * "PDF, 240 KB": beside a PDF link, so the format and the size are heard
   * before the click; on a page in another language than the PDFs', their
   * language's own name follows ("PDF, 240 KB, English").
   */
  describePdf(bytes: number): string;
  /** The hreflang of a link to a PDF: set where the page's language is not the PDFs'. */
  pdfHreflang: Locale | undefined;
}
