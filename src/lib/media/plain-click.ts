type Click = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A click the page may take over (open the lightbox instead of following the link): primary
 * button, no modifier. Other clicks keep their browser meaning (new tab, new window, download).
 */
export function isPlainClick(click: Click): boolean {
  return click.button === 0 && !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey);
}
