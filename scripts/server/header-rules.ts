/**
 * The `_headers` file the build writes, read the way Netlify and Cloudflare
 * Pages read it: a path pattern on its own line ("/*", "/_astro/*",
 * "/about"), then indented "Name: value" lines. Every rule whose pattern
 * covers the path applies, in file order, so a later rule's value wins.
 */
import { existsSync, readFileSync } from 'node:fs';

export type HeaderRule = { pattern: string; headers: [string, string][] };

export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    const separator = line.indexOf(':');
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else if (separator > 0)
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

/** The rules of a `_headers` file, or none when the site has no such file. */
export const readHeaderRules = (file: string) =>
  existsSync(file) ? parseHeaderRules(readFileSync(file, 'utf8')) : [];

/** True when a pattern covers the path: a trailing "*" matches any rest, otherwise the path must be equal. */
export const patternMatches = (pattern: string, sitePath: string) =>
  pattern.endsWith('*') ? sitePath.startsWith(pattern.slice(0, -1)) : pattern === sitePath;

export function headersFor(rules: readonly HeaderRule[], sitePath: string): Record<string, string> {
  return Object.fromEntries(
    rules.filter((rule) => patternMatches(rule.pattern, sitePath)).flatMap((rule) => rule.headers),
  );
}
