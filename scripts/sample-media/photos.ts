// Stand-in photos until the school supplies its own: every JPEG the content
// names (image, src and poster fields in JSON and Markdown frontmatter, and
// Markdown image links, paths relative to the file) that is missing from its
// photos/ folder is drawn as a placeholder showing its name and alt text. A
// photo that exists is never touched, so a real one is never overwritten.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';

export type ImageRef = { path: string; alt: string };

export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The photos named in parsed JSON or YAML of any shape, each with the alt text beside it. */
export function imageRefsInData(data: unknown, fromFile: string): ImageRef[] {
  if (Array.isArray(data)) return data.flatMap((item) => imageRefsInData(item, fromFile));
  if (data === null || typeof data !== 'object') return [];
  const record = data as Record<string, unknown>;
  const alt = [record.alt, record.posterAlt].find((value) => typeof value === 'string') ?? '';
  const own = [record.src, record.image, record.poster]
    .filter((value) => typeof value === 'string' && /^\.{1,2}\/\S+\.jpe?g$/i.test(value.trim()))
    .map((value) => ({ path: resolve(dirname(fromFile), String(value).trim()), alt: alt.trim() }));
  return [...own, ...Object.values(record).flatMap((value) => imageRefsInData(value, fromFile))];
}

export function imageRefsInMarkdown(markdown: string, fromFile: string): ImageRef[] {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(markdown)?.[1];
  // Image links read as the image fields they stand for.
  const links = [...markdown.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, src]) => ({ alt, src }));
  return imageRefsInData([frontmatter ? parseYaml(frontmatter) : null, links], fromFile);
}

/** True when the photo lies in a photos/ folder inside root: the only place the generator writes. */
export function isInPhotosFolder(path: string, root: string): boolean {
  const inside = relative(root, path).split(sep);
  return inside[0] !== '..' && inside.slice(0, -1).includes('photos');
}

/** "sports-day-03.jpg" -> "Sports day 3". */
export function labelFromFileName(fileName: string): string {
  const words = basename(fileName)
    .replace(/\.jpe?g$/i, '')
    .split(/[-_\s]+/)
    .map((word) => (/^\d+$/.test(word) ? String(Number(word)) : word.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Camera-like sizes, as real photos give the image pipeline and the masonry grids: video posters
// and the banner 16:9, carousel slides landscape, the rest a mix fixed by the name.
export function choosePhotoSize(fileName: string): { width: number; height: number } {
  const name = basename(fileName).toLowerCase();
  if (/^(video-|hearing-hope\.)/.test(name)) return { width: 2400, height: 1350 };
  const slot = name.startsWith('carousel-') ? 0 : createHash('sha1').update(name).digest()[0] % 12;
  if (slot < 8) return { width: 2400, height: 1600 };
  return slot < 11 ? { width: 1600, height: 2400 } : { width: 2000, height: 2000 };
}

/** A JPEG of the photo's size: a gradient in a colour chosen by its name, with its label, alt text and a sample note. */
export async function drawPlaceholder(fileName: string, alt: string): Promise<Buffer> {
  const { width, height } = choosePhotoSize(fileName);
  const hue = createHash('sha1').update(basename(fileName).toLowerCase()).digest()[1] * 1.4;
  const stop = (offset: number, lightness: number) =>
    `<stop offset="${offset}" stop-color="hsl(${Math.round(hue + offset * 40)},42%,${lightness}%)"/>`;
  const gradient = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><linearGradient id="g" x2="1" y2="1">${stop(0, 64)}${stop(1, 36)}</linearGradient><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const size = Math.round(Math.min(width, height) * 0.036);
  const text = [
    `<span size="${size * 2400}" weight="bold">${escapeXml(labelFromFileName(fileName))}</span>`,
    escapeXml(alt),
    `<i><span size="${size * 750}">Sample photo – replace with the school’s own</span></i>`,
  ];
  const label = await sharp({
    text: {
      text: `<span foreground="white">${text.filter(Boolean).join('\n')}</span>`,
      font: `DejaVu Sans ${size}`,
      width: Math.round(width * 0.7),
      dpi: 72,
      align: 'centre',
      wrap: 'word',
      spacing: Math.round(size * 0.4),
      rgba: true,
    },
  }).toBuffer({ resolveWithObject: true });
  const panel = await sharp({
    create: {
      width: label.info.width + 2 * size,
      height: label.info.height + 2 * size,
      channels: 4,
      background: { r: 0, g: 0, b: 0, alpha: 0.55 },
    },
  })
    .composite([{ input: label.data, raw: label.info }])
    .png()
    .toBuffer();
  return sharp(Buffer.from(gradient))
    .composite([{ input: panel }])
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
}

/** Draws every missing photo under root and lists the missing ones it may not draw. */
export async function generatePhotos(root: string): Promise<void> {
  const files = (await readdir(root, { recursive: true })).filter((file) => /\.(json|md)$/.test(file)).sort();
  const missing = new Map<string, string>();
  for (const file of files.map((name) => join(root, name))) {
    const text = await readFile(file, 'utf8');
    let refs: ImageRef[];
    try {
      refs = file.endsWith('.md') ? imageRefsInMarkdown(text, file) : imageRefsInData(JSON.parse(text), file);
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
    }
    for (const { path, alt } of refs) {
      if (!existsSync(path) && !missing.get(path)) missing.set(path, alt);
    }
  }
  for (const [path, alt] of missing) {
    if (!isInPhotosFolder(path, root)) {
      console.warn(`  ! missing, and not drawn outside a photos/ folder: ${relative(root, path)}`);
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, await drawPlaceholder(path, alt));
    console.log(`  drew ${relative(root, path)}`);
  }
  console.log(`  ${files.length} content files read, ${missing.size} photos missing`);
}
