// Finds every photo the content refers to: image fields in JSON files and in
// Markdown frontmatter ("./photos/x.jpg", relative to the referring file) and
// Markdown image links, each with the alt text written beside it.
import { readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { readFrontmatterRecords } from './frontmatter.ts';

export interface ImageRef {
  /** Absolute path of the JPEG to create. */
  path: string;
  alt: string;
  /** The content file that names the photo, for messages. */
  referencedFrom: string;
}

const imageFields = ['src', 'image', 'poster'];
const altFields = ['alt', 'posterAlt'];
const relativeJpeg = /^\.{1,2}\/[^\s]+\.jpe?g$/i;

/** The image reference held by one object (a JSON entry or a frontmatter mapping), if any. */
export function imageRefsInRecord(record: Record<string, unknown>, fromFile: string): ImageRef[] {
  const alt = altFields.map((field) => record[field]).find((value) => typeof value === 'string') ?? '';
  return imageFields
    .map((field) => record[field])
    .filter((value): value is string => typeof value === 'string' && relativeJpeg.test(value.trim()))
    .map((value) => ({
      path: resolve(dirname(fromFile), value.trim()),
      alt: String(alt).trim(),
      referencedFrom: fromFile,
    }));
}

/** Walks parsed JSON of any shape and collects the references of every object in it. */
export function imageRefsInJson(data: unknown, fromFile: string): ImageRef[] {
  if (Array.isArray(data)) return data.flatMap((item) => imageRefsInJson(item, fromFile));
  if (data === null || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  return [
    ...imageRefsInRecord(record, fromFile),
    ...Object.values(record).flatMap((value) => imageRefsInJson(value, fromFile)),
  ];
}

export function imageRefsInMarkdown(markdown: string, fromFile: string): ImageRef[] {
  const fromFrontmatter = readFrontmatterRecords(markdown).flatMap((record) =>
    imageRefsInRecord(record, fromFile),
  );
  const fromBody = [...markdown.matchAll(/!\[([^\]]*)\]\((\.{1,2}\/[^)\s]+\.jpe?g)\)/gi)].map((match) => ({
    path: resolve(dirname(fromFile), match[2]),
    alt: match[1].trim(),
    referencedFrom: fromFile,
  }));
  return [...fromFrontmatter, ...fromBody];
}

/** True when the photo lies in a photos/ folder inside root: the only place the generator writes. */
export function isInPhotosFolder(ref: ImageRef, root: string): boolean {
  const inside = relative(resolve(root), ref.path);
  if (inside.startsWith('..') || inside.startsWith(sep)) return false;
  return inside.split(sep).slice(0, -1).includes('photos');
}

async function listContentFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return listContentFiles(path);
      return /\.(json|md)$/i.test(entry.name) ? [path] : [];
    }),
  );
  return nested.flat().sort();
}

/** Every photo referenced under root, once each (the first alt text wins), sorted by path. */
export async function findImageRefs(root: string): Promise<ImageRef[]> {
  const byPath = new Map<string, ImageRef>();
  for (const file of await listContentFiles(resolve(root))) {
    const text = await readFile(file, 'utf8');
    let refs: ImageRef[];
    if (file.toLowerCase().endsWith('.md')) {
      refs = imageRefsInMarkdown(text, file);
    } else {
      try {
        refs = imageRefsInJson(JSON.parse(text), file);
      } catch (error) {
        throw new Error(`${file} is not valid JSON: ${(error as Error).message}`, { cause: error });
      }
    }
    for (const ref of refs) {
      const known = byPath.get(ref.path);
      if (!known) byPath.set(ref.path, ref);
      else if (!known.alt && ref.alt) byPath.set(ref.path, { ...known, alt: ref.alt });
    }
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

export function describeRef(ref: ImageRef, root: string): string {
  return `${relative(root, ref.path)} (from ${basename(ref.referencedFrom)})`;
}
