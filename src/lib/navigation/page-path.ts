/**
 * The address visitors use for a built page. The site is built with
 * `build.format: 'file'`: the page at /about is the file about.html, and
 * during the build Astro.url.pathname of /about is "/about.html" and of the
 * home page "/index.html". Links are written without the extension, so
 * every place that names a page by its file (aria-current in the menus, the
 * canonical link, the per-page rules in `_headers`, the local server's 404
 * page) turns it into the address here: "about.html" or "/about.html" ->
 * "/about", "index.html" -> "/", "activite\science.html" (Windows) ->
 * "/activite/science". An address that is already one comes back unchanged,
 * but without a trailing slash.
 */
export function toPagePath(builtPath: string): string {
  const path = `/${builtPath.replace(/\\/g, '/').replace(/^\/+/, '')}`
    .replace(/(?:\/index)?\.html$/, '')
    .replace(/\/+$/, '');
  return path === '' ? '/' : path;
}
