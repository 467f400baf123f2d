/**
 * A click the page may take over (open the lightbox instead of following the
 * link): primary button, no modifier. Ctrl/Cmd/Shift/Alt clicks and middle
 * clicks keep their browser meaning (new tab, new window, download).
 */
export interface ClickLike {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented?: boolean;
}

export function isPlainClick({ button, metaKey, ctrlKey, shiftKey, altKey }: ClickLike): boolean {
  return button === 0 && !metaKey && !ctrlKey && !shiftKey && !altKey;
}
