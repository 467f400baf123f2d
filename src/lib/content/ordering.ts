/** Entries sorted by their `order` field: the school's own order, not the file names'. */
export function sortByOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/** The entries just before and after position `index`, for previous/next links. */
export function neighbours<T>(items: readonly T[], index: number): { previous?: T; next?: T } {
  return { previous: items[index - 1], next: items[index + 1] };
}
