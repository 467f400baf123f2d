/**
 * The address of a built page (`build.format: 'file'`, where Astro.url.pathname is "/about.html"):
 * "about.html" or "/about.html" -> "/about", "index.html" -> "/", "activite\science.html" ->
 * "/activite/science"; an address comes back as it is, without a trailing slash.
 */
export function toPagePath(builtPath: string): string {
  const path = `/${builtPath.replace(/\\/g, '/').replace(/^\/+/, '')}`
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
