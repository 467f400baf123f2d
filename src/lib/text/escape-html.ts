/**
 * Text that goes into innerHTML (notyf's toast messages, lightGallery's
 * captions) must be escaped first, or a visitor's or editor's text would run
 * as markup.
 */
const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ENTITIES[character] ?? character);
}
