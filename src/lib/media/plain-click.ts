/**
 * A click the page may take over (open the lightbox instead of following the link): primary
 * button, no modifier. Other clicks keep their browser meaning (new tab, new window, download).
 */
export function isPlainClick({
  button,
  metaKey,
  ctrlKey,
  shiftKey,
  altKey,
}: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return button === 0 && !metaKey && !ctrlKey && !shiftKey && !altKey;
}
