/**
 * The interface's messages in the page's language. Pages and components read
 * the translation the middleware put on `Astro.locals` (src/middleware.ts):
 *
 *   const { t } = Astro.locals;
 *   t('pages.about');  t('gallery.description', { count, school });  t.date(date);
 *   t.href('/about');  // "/gu/about" on a Gujarati page: links stay in the page's language
 *   <span lang={t.langOf('nav.menu')}>  // "en" while the message has no Gujarati yet
 *
 * An island gets only the group it shows, as a prop (messages={t.group('carousel')}),
 * so no messages are bundled into the browser's JavaScript.
 */
import { formatFileSize } from '../lib/content/file-size.ts';
import { formatDisplayDate } from '../lib/media/format-date.ts';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { defaultLocale, documentLocale, localeFacts, locales, toLocale, type Locale } from './locales.ts';
import { checkMessages, messagesIn, type Untranslated } from './message-check.ts';
import { MESSAGES_FOLDER, messageFiles, type Messages } from './messages.ts';
import { createTranslate, type Translate } from './translate.ts';

export type { GroupMessages, MessageGroup, MessageKey, Messages } from './messages.ts';

const filesByPath = Object.fromEntries(
  Object.entries(messageFiles).map(([name, content]) => [`${MESSAGES_FOLDER}/${name}`, content]),
);

let checked: ReturnType<typeof checkMessages> | undefined;

/** The check runs once, when the first page asks for a translation; a mistake stops the build. */
function checkedMessages() {
  checked ??= checkMessages(filesByPath, locales, defaultLocale);
  if (checked.errors.length > 0) {
    throw new Error(`Mistakes in the website words:\n${checked.errors.join('\n')}`);
  }
  return checked;
}

/** The messages with no translation yet, by file and language, for the list of what lacks Gujarati. */
export function untranslatedMessages(): Untranslated[] {
  return checkedMessages().untranslated;
}

/** Every English message, by group (a test's model; pages read the translation). */
export const englishMessages = messagesIn(messageFiles, defaultLocale) as Messages;

export interface Translation extends Translate<Messages> {
  locale: Locale;
  /** The locale's facts: BCP 47 tag, og:locale, Intl locale, native name, direction. */
  language: (typeof localeFacts)[Locale];
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

/** The translation for a page's locale (`Astro.currentLocale`; undefined means the default). */
export function translationFor(code: string | undefined): Translation {
  checkedMessages();
  const locale = toLocale(code);
  const language = localeFacts[locale];
  const own = locale === defaultLocale ? englishMessages : messagesIn(messageFiles, locale);
  const t = createTranslate(englishMessages, own, localeFacts[defaultLocale].lang);
  const fileSize = (bytes: number) => formatFileSize(bytes, language.intlLocale, t.group('fileSize'));
  return Object.assign(t, {
    locale,
    language,
    href: (path: string) => getRelativeLocaleUrl(locale, path),
    date: (date: Date) => formatDisplayDate(date, language.intlLocale),
    fileSize,
    describePdf: (bytes: number) =>
      t('fileSize.pdf', { size: fileSize(bytes) }) +
      (locale === documentLocale ? '' : `, ${localeFacts[documentLocale].nativeName}`),
    pdfHreflang: locale === documentLocale ? undefined : documentLocale,
  });
}
