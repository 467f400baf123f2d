// The closing report on the photos: how many, how big in total, the largest.
import { stat } from 'node:fs/promises';
import { relative } from 'node:path';
import type { PhotoRunResult } from './generate-photos.ts';

export async function summarisePhotos(result: PhotoRunResult, root: string): Promise<string> {
  const present = result.referenced.filter((ref) => !result.refused.includes(ref));
  const sizes = await Promise.all(
    present.map(async (ref) => ({
      path: ref.path,
      bytes: (await stat(ref.path).catch(() => null))?.size ?? 0,
    })),
  );
  const missing = sizes.filter((size) => size.bytes === 0);
  const total = sizes.reduce((sum, size) => sum + size.bytes, 0);
  const largest = sizes.reduce((big, size) => (size.bytes > big.bytes ? size : big), { path: '', bytes: 0 });
  return [
    `  ${result.referenced.length} referenced, ${result.written.length} written, ${result.skipped.length} already there, ${result.refused.length} refused`,
    `  total ${(total / 1024 / 1024).toFixed(1)} MB for ${present.length} photos` +
      (largest.bytes
        ? `, largest ${relative(root, largest.path)} (${Math.round(largest.bytes / 1024)} KB)`
        : ''),
    ...missing.map((size) => `  ! missing: ${relative(root, size.path)}`),
  ].join('\n');
}
