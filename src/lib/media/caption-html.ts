/**
 * Text that lightGallery puts into its markup as HTML, escaped first.
 * lightGallery inserts captions with innerHTML, and treats a caption that
 * starts with "." or "#" as a CSS selector. Escaping the text and wrapping it
 * in a paragraph makes any alt text safe to show as a caption. `lang` is the
 * photo link's own language, where it differs from the page's.
 */
import { escapeHtml } from '../text/escape-html';

export function captionHtml(text: string, lang = ''): string {
  // An English-only photo on a Gujarati page: the caption says its language,
  // so a screen reader reads it with an English voice.
  const langAttribute = lang === '' ? '' : ` lang="${escapeHtml(lang)}"`;
  return `<p${langAttribute}>${escapeHtml(text)}</p>`;
}

/**
 * lightGallery 2.9 copies each photo's alt text into `<img alt="...">`
 * without escaping it (upstream issue #1742, fix not released): a quote ends
 * the alt early, so a screen reader hears half of it, and a crafted alt adds
 * attributes of its own. Giving it escaped copies keeps the whole text.
 */
export function withAltEscaped<Item extends { alt?: string | undefined }>(items: readonly Item[]): Item[] {
  return items.map((item) => (item.alt ? { ...item, alt: escapeHtml(item.alt) } : item));
}
