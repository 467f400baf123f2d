// Kept apart from the pure helpers because it reads the disk.
import { statSync } from 'node:fs';
import { join } from 'node:path';

/** Size in bytes of a file served from public/, given its site path like "/newsletters/x.pdf". */
export function publicFileSize(sitePath: string, root: string = process.cwd()): number {
  return statSync(join(root, 'public', sitePath)).size;
}
