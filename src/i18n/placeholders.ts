// A message keeps its whole sentence with gaps ("Page {page} of {count}"), so a translation can put a gap
// where its grammar needs it. Small enough to ship in an island.
export type PlaceholderValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

/** "Page {page} of {count}" with { page: 2, count: 5 } gives "Page 2 of 5". */
export function fillPlaceholders(template: string, values: PlaceholderValues = {}): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = values[name];
    // A missing value is a mistake in the code, not something to show a visitor as "{count}".
    if (value === undefined) throw new Error(`no value for {${name}} in "${template}"`);
    return String(value);
  });
}

/** The names of a text's placeholders, sorted: ["count", "page"]. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}
