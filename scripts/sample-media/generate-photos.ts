// Creates every referenced photo that does not exist yet (or all of them with
// force), a few at a time, and reports what it wrote.
import { existsSync } from 'node:fs';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import { describeRef, findImageRefs, isInPhotosFolder, type ImageRef } from './image-refs.ts';
import { choosePhotoSize } from './names.ts';
import { renderSamplePhoto } from './render-photo.ts';

export interface PhotoRunOptions {
  root: string;
  force: boolean;
  concurrency: number;
}

export interface PhotoRunResult {
  referenced: ImageRef[];
  written: string[];
  skipped: string[];
  refused: ImageRef[];
}

async function runPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

export async function generatePhotos({ root, force, concurrency }: PhotoRunOptions): Promise<PhotoRunResult> {
  const referenced = await findImageRefs(root);
  const refused = referenced.filter((ref) => !isInPhotosFolder(ref, root));
  for (const ref of refused)
    console.warn(`! not generated, outside a photos/ folder: ${describeRef(ref, root)}`);

  const wanted = referenced.filter((ref) => isInPhotosFolder(ref, root));
  const todo = force ? wanted : wanted.filter((ref) => !existsSync(ref.path));
  const skipped = wanted.filter((ref) => !todo.includes(ref)).map((ref) => ref.path);
  if (!todo.length) return { referenced, written: [], skipped, refused };

  const written: string[] = [];
  await runPool(todo, concurrency, async (ref) => {
    const size = choosePhotoSize(ref.path);
    const jpeg = await renderSamplePhoto({ fileName: basename(ref.path), alt: ref.alt, ...size });
    await mkdir(dirname(ref.path), { recursive: true });
    await writeFile(ref.path, jpeg);
    written.push(ref.path);
    const kb = Math.round((await stat(ref.path)).size / 1024);
    console.log(
      `  photo ${written.length}/${todo.length} ${relative(root, ref.path)} ${size.width}x${size.height} ${kb} KB`,
    );
  });
  return { referenced, written, skipped, refused };
}
