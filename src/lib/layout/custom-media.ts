/**
 * Stylesheets name their width-dependent media queries, `@media (--from-large)`,
 * in the syntax of the draft CSS `@custom-media` rule, which no browser runs
 * yet. This puts each query in place of its name, so the widths live in one
 * TypeScript table (breakpoints.ts) that scripts read too.
 */

/** The prelude of one @media rule: everything up to its block. */
const MEDIA_PRELUDE = /@media\b([^{;]*)/g;
/** `(--name)` inside a prelude. */
const NAMED_MEDIA = /\(--([\w-]+)\)/g;

/** The custom media names a stylesheet uses, in order, each once. */
export function customMediaNames(css: string): string[] {
  const names = [...css.matchAll(MEDIA_PRELUDE)].flatMap(([, prelude]) =>
    [...prelude.matchAll(NAMED_MEDIA)].map(([, name]) => name),
  );
  return [...new Set(names)];
}

/**
 * `css` with every `(--name)` in a media query replaced by `media[name]`.
 * An unknown name throws: left in place, the query would silently never match.
 */
export function resolveCustomMedia(css: string, media: Readonly<Record<string, string>>): string {
  const unknown = customMediaNames(css).filter((name) => !Object.hasOwn(media, name));
  if (unknown.length > 0) {
    const known = Object.keys(media).map((name) => `--${name}`);
    throw new Error(
      `unknown media ${unknown.map((name) => `(--${name})`).join(', ')}; known: ${known.join(', ')}`,
    );
  }
  return css.replace(
    MEDIA_PRELUDE,
    (_rule, prelude: string) => `@media${prelude.replace(NAMED_MEDIA, (_name, name: string) => media[name])}`,
  );
}
