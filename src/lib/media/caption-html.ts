/**
 * lightGallery inserts captions with innerHTML, and treats a caption that
 * starts with "." or "#" as a CSS selector. Escaping the text and wrapping it
 * in a paragraph makes any alt text safe to show as a caption.
 */
const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

export function captionHtml(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}
