/**
 * lightGallery inserts captions with innerHTML, and treats a caption that
 * starts with "." or "#" as a CSS selector. Escaping the text and wrapping it
 * in a paragraph makes any alt text safe to show as a caption.
 */
import { escapeHtml } from '../text/escape-html';

export function captionHtml(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}
