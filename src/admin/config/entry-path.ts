/**
 * Astro's image() resolves a photo's path from the entry's own file, and only
 * a path written as "./photos/x.jpg" (or "../") is read that way: a bare
 * "photos/x.jpg" is taken for a package name. Decap joins a field's relative
 * public folder and the file name with path.join, which drops the "./", so
 * the editor's photo widget puts it back.
 */
export function writtenBesideEntry(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  if (/^(?:\.{1,2}\/|\/|[a-z]+:)/i.test(value)) return value;
  return `./${value}`;
}
