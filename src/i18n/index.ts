// The interface's messages in the page's language, on `Astro.locals.t` (src/middleware.ts):
// t('gallery.description', { count, school }), t.date(date), t.href('/about') ("/gu/about" in Gujarati).
// An island gets only its group as a prop (messages={t.group('carousel')}): no messages in the bundles.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { formatFileSize } from '../lib/content/file-size.ts';
import { formatDisplayDate } from '../lib/media/format-date.ts';
import { defaultLocale, documentLocale, localeFacts, locales, toLocale, type Locale } from './locales.ts';
import { checkMessages, messagesIn } from './message-check.ts';
import { MESSAGES_FOLDER, messageFiles, type Messages } from './messages.ts';
import { createTranslate } from './translate.ts';

export type { GroupMessages, MessageKey } from './messages.ts';

const filesByPath = Object.fromEntries(
  Object.entries(messageFiles).map(([name, content]) => [`${MESSAGES_FOLDER}/${name}`, content]),
);
const checked = checkMessages(filesByPath, locales, defaultLocale);
// Checked once, when the first page imports this: a mistake stops the build.
if (checked.errors.length > 0)
  throw new Error(`Mistakes in the website words:\n${checked.errors.join('\n')}`);

/** The messages with no translation yet, by file and language, for the list of what lacks Gujarati. */
export const untranslatedMessages = () => checked.untranslated;

const english = messagesIn(messageFiles, defaultLocale);

/** The translation for a page's locale (`Astro.currentLocale`; undefined means the default). */
export function translationFor(code: string | undefined) {
  const locale = toLocale(code);
  const language = localeFacts[locale];
  const own = locale === defaultLocale ? english : messagesIn(messageFiles, locale);
  const t = createTranslate<Messages>(english, own, localeFacts[defaultLocale].lang);
  // PDFs are in one language: a link to one on another language's page says so, in words and hreflang.
  const pdfHreflang: Locale | undefined = locale === documentLocale ? undefined : documentLocale;
  return Object.assign(t, {
    locale,
    language,
    /** A site path in the page's language: "/about" on a Gujarati page is "/gu/about". */
    href: (path: string) => getRelativeLocaleUrl(locale, path),
    /** "14 February 2019", in the language's own way. */
    date: (date: Date) => formatDisplayDate(date, language.intlLocale),
    /**
     * A PDF link's words, "Download the document (PDF, 240 KB)", so format and size are heard before the
     * click ("…, English)" on a page in another language). `file` is its site path, "/newsletters/x.pdf".
     */
    pdfLink: (label: string, file: string) => {
      const bytes = statSync(join(process.cwd(), 'public', file)).size;
      const size = formatFileSize(bytes, language.intlLocale, t.group('fileSize'));
      const pdf =
        t('fileSize.pdf', { size }) + (pdfHreflang ? `, ${localeFacts[pdfHreflang].nativeName}` : '');
      return t('document.downloadLink', { label, file: pdf });
    },
    pdfHreflang,
  });
}

export type Translation = ReturnType<typeof translationFor>;
