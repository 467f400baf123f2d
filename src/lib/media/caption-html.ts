/**
 * lightGallery inserts a caption with innerHTML and takes one starting with "." or "#" for a CSS
 * selector: escaped and wrapped in a paragraph, any alt text is safe. `lang`: the photo's own language.
 */
import { escapeHtml } from '../text/escape-html';

export function captionHtml(text: string, lang = ''): string {
  const langAttribute = lang === '' ? '' : ` lang="${escapeHtml(lang)}"`;
  return `<p${langAttribute}>${escapeHtml(text)}</p>`;
}

/**
 * lightGallery 2.9 copies alt text into `<img alt="...">` unescaped (upstream issue #1742): a quote
 * would end it early, and a crafted alt add attributes. Escaped copies keep the whole text.
 */
export function withAltEscaped<Item extends { alt?: string | undefined }>(items: readonly Item[]): Item[] {
  return items.map((item) => (item.alt ? { ...item, alt: escapeHtml(item.alt) } : item));
}
