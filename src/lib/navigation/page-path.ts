/**
 * The site is built with `build.format: 'file'`, so during the build
 * Astro.url.pathname of /about is "/about.html" and of the home page
 * "/index.html". Links are written without the extension; this turns the
 * build's path back into the address visitors see, so aria-current matches.
 */
export function toPagePath(pathname: string): string {
  const path = pathname.replace(/(?:\/index)?\.html$/, '');
  return path === '' ? '/' : path;
}
