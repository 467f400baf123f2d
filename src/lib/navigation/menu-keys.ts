/**
 * Keyboard movement in an open dropdown (arrows wrap, Home/End jump): the index to focus after
 * `key` (from -1: nothing focused yet), or null when the key does not move.
 */
export function nextItemIndex(current: number, count: number, key: string): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
