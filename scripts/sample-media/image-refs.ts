// Finds every photo the content refers to: image fields (src, image, poster)
// in JSON files and in Markdown frontmatter, and Markdown image links, each
// with the alt text written beside it. Paths are relative to the referring
// file ("./photos/x.jpg"); remote images are not ours to draw.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { parse as parseYaml } from 'yaml';

export interface ImageRef {
  /** Absolute path of the JPEG to create. */
  path: string;
  alt: string;
  /** The content file that names the photo, for messages. */
  referencedFrom: string;
}

const relativeJpeg = /^\.{1,2}\/\S+\.jpe?g$/i;

/** The references in parsed JSON or YAML of any shape: every object's image fields with its alt text. */
export function imageRefsInData(data: unknown, fromFile: string): ImageRef[] {
  if (Array.isArray(data)) return data.flatMap((item) => imageRefsInData(item, fromFile));
  if (data === null || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const alt = [record.alt, record.posterAlt].find((value) => typeof value === 'string') ?? '';
  const own = [record.src, record.image, record.poster]
    .filter((value): value is string => typeof value === 'string' && relativeJpeg.test(value.trim()))
    .map((value) => ({
      path: resolve(dirname(fromFile), value.trim()),
      alt: alt.trim(),
      referencedFrom: fromFile,
    }));
  return [...own, ...Object.values(record).flatMap((value) => imageRefsInData(value, fromFile))];
}

export function imageRefsInMarkdown(markdown: string, fromFile: string): ImageRef[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown)?.[1];
  // Image links read as the image fields they stand for.
  const links = [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, src]) => ({ alt, src }));
  return imageRefsInData([frontmatter ? parseYaml(frontmatter) : null, links], fromFile);
}

/** True when the photo lies in a photos/ folder inside root: the only place the generator writes. */
export function isInPhotosFolder(ref: ImageRef, root: string): boolean {
  const inside = relative(resolve(root), ref.path);
  return (
    !inside.startsWith('..') && !inside.startsWith(sep) && inside.split(sep).slice(0, -1).includes('photos')
  );
}

function parseJson(text: string, file: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
  }
}

/** Every photo referenced under root, once each (the first alt text wins), sorted by path. */
export async function findImageRefs(root: string): Promise<ImageRef[]> {
  const files = (await readdir(root, { recursive: true }))
    .filter((file) => /\.(json|md)$/i.test(file))
    .sort();
  const byPath = new Map<string, ImageRef>();
  for (const file of files.map((name) => join(root, name))) {
    const text = await readFile(file, 'utf8');
    for (const ref of file.toLowerCase().endsWith('.md')
      ? imageRefsInMarkdown(text, file)
      : imageRefsInData(parseJson(text, file), file)) {
      const known = byPath.get(ref.path);
      if (!known) byPath.set(ref.path, ref);
      else if (!known.alt && ref.alt) byPath.set(ref.path, { ...known, alt: ref.alt });
    }
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}
