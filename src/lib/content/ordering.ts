/** Entries sorted by their `order` field (the school's own order); those without one last. */
export function sortByOrder<T extends { data: { order?: number | undefined } }>(entries: readonly T[]): T[] {
  const orderOf = (entry: T) => entry.data.order ?? Number.POSITIVE_INFINITY;
  return [...entries].sort((a, b) => orderOf(a) - orderOf(b));
}

/** Newest first, by the date `dateOf` reads from each item (news, newsletters, the feed). */
export function sortByNewest<T>(items: readonly T[], dateOf: (item: T) => Date): T[] {
  return [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());
}

/** The entries just before and after position `index`, for previous/next links. */
export function neighbours<T>(items: readonly T[], index: number): { previous?: T; next?: T } {
  return { previous: items[index - 1], next: items[index + 1] };
}
