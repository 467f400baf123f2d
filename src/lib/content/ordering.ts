/** The school's order: by `order`, then by id (the file name); an entry without a position comes last. */
export function inSchoolOrder<T extends { id: string; data: object }>(entries: readonly T[]): T[] {
  const orderOf = ({ data }: T) =>
    'order' in data && typeof data.order === 'number' ? data.order : Infinity;
  return [...entries].sort((a, b) => orderOf(a) - orderOf(b) || a.id.localeCompare(b.id));
}

/** Newest first, by the date `dateOf` reads from each item (news, newsletters, the feed). */
export function sortByNewest<T>(items: readonly T[], dateOf: (item: T) => Date): T[] {
  return [...items].sort((a, b) => dateOf(b).getTime() - dateOf(a).getTime());
}
