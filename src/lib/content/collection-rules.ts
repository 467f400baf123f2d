/** Rules a per-entry schema cannot see (entry counts, photos named), as sentences for staff. */
export type CountRule = { exactly?: number; min?: number };

/** A sentence naming the source file and what is wrong with its entry count, or undefined when it is right. */
export function describeCountProblem(count: number, rule: CountRule, source: string): string | undefined {
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (rule.exactly !== undefined && count !== rule.exactly) {
    return `${source}: must hold exactly ${entries(rule.exactly)}, found ${count}.`;
  }
  if (rule.min !== undefined && count < rule.min) {
    return `${source}: must hold at least ${entries(rule.min)}, found ${count}.`;
  }
  return undefined;
}

/**
 * Each photo the entry names (in the fields Astro's image() read, `imageImports`: ["photos", 2, "src"])
 * that does not exist, checked when content loads so the message names the entry's file, not only the photo.
 */
export function describeMissingImages(
  entryFile: string,
  data: unknown,
  imageFields: readonly (readonly (string | number)[])[],
  exists: (path: string) => boolean,
): string | undefined {
  const missing = imageFields.flatMap((field) => {
    const path: unknown = field.reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
      data,
    );
    return typeof path === 'string' && !exists(path) ? [`field "${field.join('.')}" names ${path}`] : [];
  });
  if (missing.length === 0) return undefined;
  return `${entryFile}: photo not found (${missing.join('; ')}). Check the file name and that the photo is in that folder.`;
}

/** A Markdown photo without a description: "![](x.jpg)" or "![ ](x.jpg)"; the group is the photo's file. */
const PHOTO_WITHOUT_ALT = /!\[\s*\]\(\s*<?([^)\s>]*)/g;

/** The same rule as the editor's pattern for a text with photos: the whole text holds no such photo. */
export const MARKDOWN_PHOTOS_PATTERN = `^(?![\\s\\S]*${PHOTO_WITHOUT_ALT.source})`;

/** Each photo in the Markdown text itself that has no description (`![](x.jpg)`). */
export function describePhotosWithoutAlt(entryFile: string, markdown: string): string | undefined {
  const bare = [...markdown.matchAll(PHOTO_WITHOUT_ALT)].map((match) => match[1]);
  if (bare.length === 0) return undefined;
  return `${entryFile}: body: the photo ${bare.join(', ')} in the text has no description. Describe what it shows for people who cannot see it, between the brackets: ![Children fly kites on the terrace](${bare[0]}).`;
}
