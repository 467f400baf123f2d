// Creates every referenced photo that does not exist yet (or all of them with
// force), a few at a time, and sums up what is there.
import { existsSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import { findImageRefs, isInPhotosFolder } from './image-refs.ts';
import { choosePhotoSize } from './names.ts';
import { renderSamplePhoto } from './render-photo.ts';

/** Writes the missing photos and returns the closing report, one line per fact. */
export async function generatePhotos(options: {
  root: string;
  force: boolean;
  jobs: number;
}): Promise<string> {
  const { root, force } = options;
  const referenced = await findImageRefs(root);
  const wanted = referenced.filter((ref) => isInPhotosFolder(ref, root));
  const refused = referenced.filter((ref) => !wanted.includes(ref));
  for (const ref of refused) {
    console.warn(
      `! not generated, outside a photos/ folder: ${relative(root, ref.path)} (from ${basename(ref.referencedFrom)})`,
    );
  }
  const todo = force ? wanted : wanted.filter((ref) => !existsSync(ref.path));
  let written = 0;
  const drawNext = async (): Promise<void> => {
    for (let ref = todo[written]; ref !== undefined; ref = todo[written]) {
      written += 1;
      const count = `${written}/${todo.length}`;
      const size = choosePhotoSize(ref.path);
      const jpeg = await renderSamplePhoto({ fileName: basename(ref.path), alt: ref.alt, ...size });
      await mkdir(dirname(ref.path), { recursive: true });
      await writeFile(ref.path, jpeg);
      const kb = Math.round(jpeg.length / 1024);
      console.log(`  photo ${count} ${relative(root, ref.path)} ${size.width}x${size.height} ${kb} KB`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.jobs) }, drawNext));

  const sizes = wanted.map((ref) => ({ ref, bytes: existsSync(ref.path) ? statSync(ref.path).size : 0 }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  const largest = sizes.reduce((big, size) => (size.bytes > big.bytes ? size : big), sizes[0]);
  return [
    `  ${referenced.length} referenced, ${todo.length} written, ${wanted.length - todo.length} already there, ${refused.length} refused`,
    `  total ${(total / 1024 / 1024).toFixed(1)} MB for ${wanted.length} photos` +
      (largest?.bytes
        ? `, largest ${relative(root, largest.ref.path)} (${Math.round(largest.bytes / 1024)} KB)`
        : ''),
    ...sizes.filter(({ bytes }) => bytes === 0).map(({ ref }) => `  ! missing: ${relative(root, ref.path)}`),
  ].join('\n');
}
