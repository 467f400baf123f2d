/** Removes the query, the fragment and a trailing slash (except the root's), so "/about/" and "/about" compare equal. */
export function normalisePath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] ?? '/';
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : '/';
}
