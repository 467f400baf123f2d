/**
 * Whole-collection rules that a per-entry schema cannot see: how many entries
 * a collection must hold, and which photos an entry names. Pure functions, so
 * the messages staff will read are unit-tested.
 */
export interface CountRule {
  exactly?: number;
  min?: number;
  max?: number;
}

/** A sentence naming the source file and what is wrong with its entry count, or undefined when it is right. */
export function describeCountProblem(count: number, rule: CountRule, source: string): string | undefined {
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (rule.exactly !== undefined && count !== rule.exactly) {
    return `${source}: must hold exactly ${entries(rule.exactly)}, found ${count}.`;
  }
  if (rule.min !== undefined && count < rule.min) {
    return `${source}: must hold at least ${entries(rule.min)}, found ${count}.`;
  }
  if (rule.max !== undefined && count > rule.max) {
    return `${source}: must hold at most ${entries(rule.max)}, found ${count}.`;
  }
  return undefined;
}

export interface ImageReference {
  /** Where in the entry, like "photos.2.src". */
  field: string;
  /** As written by staff, like "./photos/science-1.jpg". */
  path: string;
}

/**
 * Where a photo path sits in an entry's data, like ["photos", 2, "src"].
 * Astro records one for each field its image() read when the entry is stored
 * (`imageImports` on the stored entry).
 */
export type ImageField = readonly (string | number)[];

/** Every photo an entry names, with the field that names it. */
export function findImageReferences(data: unknown, imageFields: readonly ImageField[]): ImageReference[] {
  return imageFields.flatMap((field) => {
    const value: unknown = field.reduce<unknown>(
      (node, key) => (typeof node === 'object' && node !== null ? Reflect.get(node, key) : undefined),
      data,
    );
    return typeof value === 'string' ? [{ field: field.join('.'), path: value }] : [];
  });
}

/**
 * A sentence naming the file and field of each photo that does not exist, or
 * undefined. Checked when content loads, so the message names the entry's file
 * (the build would otherwise fail later naming only the photo).
 */
export function describeMissingImages(
  entryFile: string,
  references: readonly ImageReference[],
  exists: (path: string) => boolean,
): string | undefined {
  const missing = references.filter((reference) => !exists(reference.path));
  if (missing.length === 0) return undefined;
  const list = missing.map((reference) => `field "${reference.field}" names ${reference.path}`).join('; ');
  return `${entryFile}: photo not found (${list}). Check the file name and that the photo is in that folder.`;
}

/** A Markdown photo without a description: "![](x.jpg)" or "![ ](x.jpg)"; the group is the photo's file. */
const PHOTO_WITHOUT_ALT = /!\[\s*\]\(\s*<?([^)\s>]*)/g;

/** The same rule as the editor's pattern for a text with photos: the whole text holds no such photo. */
export const MARKDOWN_PHOTOS_PATTERN = `^(?![\\s\\S]*${PHOTO_WITHOUT_ALT.source})`;

/**
 * A sentence naming the file and each photo in its Markdown text that has no
 * description (`![](x.jpg)`), or undefined: the schema checks the photo
 * fields' descriptions, this the photos staff put in the text itself.
 */
export function describePhotosWithoutAlt(entryFile: string, markdown: string): string | undefined {
  const bare = [...markdown.matchAll(PHOTO_WITHOUT_ALT)].map((match) => match[1]);
  if (bare.length === 0) return undefined;
  return `${entryFile}: body: the photo ${bare.join(', ')} in the text has no description. Describe what it shows for people who cannot see it, between the brackets: ![Children fly kites on the terrace](${bare[0]}).`;
}
