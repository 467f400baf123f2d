/** Entries sorted by their `order` field: the school's own order, not the file names'. */
export function sortByOrder<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}

/** Newest first, by the date `dateOf` reads from each item (news, newsletters, the feed). */
export function sortByNewest<T>(items: readonly T[], dateOf: (item: T) => Date): T[] {
  return [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());
}

/** The entries just before and after position `index`, for previous/next links. */
export function neighbours<T>(items: readonly T[], index: number): { previous?: T; next?: T } {
  return { previous: items[index - 1], next: items[index + 1] };
}

/**
 * Of a map from collection name to entry type, the collections whose entries
 * record a `position` in their file: the JSON lists. Markdown collections have
 * none (they carry an `order` of their own), so a new one is left out without
 * anyone having to remember to exclude it.
 */
export type CollectionsWithPosition<EntryOf extends Record<string, { data: object }>> = {
  [C in keyof EntryOf]: 'position' extends keyof EntryOf[C]['data'] ? C : never;
}[keyof EntryOf];

/**
 * Entries of a JSON list in the order they are written in the file, from the
 * `position` its loader records. An entry without one stops the build: sorted
 * anyhow, the list would quietly show in the data store's order instead.
 */
export function inFileOrder<T extends { id: string; data: { position?: number | undefined } }>(
  entries: readonly T[],
  collection: string,
): T[] {
  const unplaced = entries.find((entry) => entry.data.position === undefined);
  if (unplaced) {
    throw new Error(
      `Collection "${collection}": entry "${unplaced.id}" has no position in its file; load the collection with checkedList() so its order is kept.`,
    );
  }
  return [...entries].sort((a, b) => (a.data.position ?? 0) - (b.data.position ?? 0));
}
