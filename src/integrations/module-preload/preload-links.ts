/**
 * A page's module script can only ask for the chunks it imports once it has
 * arrived itself: one more round trip on a slow link before it runs (the
 * gallery's masonry script imports the bundler's small runtime chunk). A
 * `<link rel="modulepreload">` for each of those chunks lets the browser
 * fetch them together with the script.
 *
 * Only static imports are preloaded: what a script loads with `import()`
 * is loaded later on purpose (the islands' code, on interaction).
 */

/** One `import ... from "./x.js"`, `import "./x.js"` or `export ... from "./x.js"` at the start of a chunk. */
const LEADING_IMPORT = /^\s*(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+)["']\s*;?/;

/**
 * The modules a bundled chunk imports statically. The bundler writes those
 * imports first, so reading stops at the first statement that is not one:
 * nothing in the code after it (a string, a dynamic import) is mistaken for one.
 */
export function staticImportsOf(code: string): string[] {
  const imports: string[] = [];
  let rest = code;
  for (let match = LEADING_IMPORT.exec(rest); match; match = LEADING_IMPORT.exec(rest)) {
    imports.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return imports;
}

const MODULE_SCRIPT = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*>/g;
const PRELOAD_LINK = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>/g;

/** "/_astro/a.js" + "./b.js" -> "/_astro/b.js". Bare or absolute URLs are left out. */
export function resolvePath(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  return new URL(specifier, new URL(from, 'https://site.invalid')).pathname;
}

/**
 * Adds a modulepreload link to the page's head for every chunk its module
 * scripts import, directly or through another chunk. `readScript` returns a
 * built script's code by its path on the site, or undefined when there is none.
 */
export function addModulePreloads(html: string, readScript: (path: string) => string | undefined): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  const known = new Set([...entries, ...[...html.matchAll(PRELOAD_LINK)].map((match) => match[1])]);
  const toPreload: string[] = [];
  const pending = [...entries];
  for (let script = pending.shift(); script !== undefined; script = pending.shift()) {
    const code = readScript(script);
    if (code === undefined) throw new Error(`module script ${script} is not in the build`);
    for (const specifier of staticImportsOf(code)) {
      const path = resolvePath(script, specifier);
      if (!path || known.has(path)) continue;
      known.add(path);
      toPreload.push(path);
      pending.push(path);
    }
  }
  if (toPreload.length === 0) return html;
  const links = toPreload.map((path) => `<link rel="modulepreload" href="${path}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}
