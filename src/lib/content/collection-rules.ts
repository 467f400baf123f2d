/** Rules a per-entry schema cannot see (entry counts, photos named and their files), as sentences for staff. */
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

export type PhotoState = 'ok' | 'missing' | 'unsupported' | 'unreadable';

const PHOTO_PROBLEMS = [
  ['missing', 'photo not found', 'Check the file name and that the photo is in that folder.'],
  [
    'unsupported',
    'photo in a format the site cannot use',
    'Use a JPEG or PNG photo (an iPhone saves JPEG with Settings > Camera > Formats > Most Compatible).',
  ],
  ['unreadable', 'photo cannot be read', 'The file is cut short or damaged: upload the photo again.'],
] as const;

/**
 * Each photo the entry names (in the fields Astro's image() read, `imageImports`: ["photos", 2, "src"],
 * and in its Markdown text) that is missing, in a format Astro cannot use or cut short, checked when
 * content loads so the message names the entry's file, not only the photo.
 */
export async function describePhotoProblems(
  entryFile: string,
  data: unknown,
  imageFields: readonly (readonly (string | number)[])[],
  textPhotos: readonly string[],
  stateOf: (path: string) => PhotoState | Promise<PhotoState>,
): Promise<string | undefined> {
  const fields = imageFields.map((field) => ({
    where: `field "${field.join('.')}" names`,
    path: field.reduce<unknown>((node, key) => (Object(node) as Record<string, unknown>)[key], data),
  }));
  // Astro lists a Markdown entry's field photos among its text's too: each is named once, by its field.
  const inText = textPhotos.filter((path) => !fields.some((field) => field.path === path));
  const named = [...fields, ...inText.map((path) => ({ where: 'the text names', path }))].filter(
    (photo): photo is { where: string; path: string } => typeof photo.path === 'string',
  );
  const states = await Promise.all(named.map(({ path }) => stateOf(path)));
  for (const [state, problem, advice] of PHOTO_PROBLEMS) {
    const bad = named
      .filter((_, index) => states[index] === state)
      .map(({ where, path }) => `${where} ${path}`);
    if (bad.length > 0) return `${entryFile}: ${problem} (${bad.join('; ')}). ${advice}`;
  }
  return undefined;
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
