/** Entries sorted by their `order` field: the school's own order, not the file names'. */
export function sortByOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/** The entries just before and after position `index`, for previous/next links. */
export function neighbours<T>(items: readonly T[], index: number): { previous?: T; next?: T } {
  return { previous: items[index - 1], next: items[index + 1] };
}

/** Entries of a JSON list in the order they are written in the file. */
export function inFileOrder<T extends { data: { position?: number | undefined } }>(
  entries: readonly T[],
): T[] {
  return [...entries].sort(
    (a, b) => (a.data.position ?? Number.MAX_SAFE_INTEGER) - (b.data.position ?? Number.MAX_SAFE_INTEGER),
  );
}
