// Gzip copies of the site's text files, made when the server starts: static
// hosts compress text, and the browser tests measure the bytes that travel.
// `send` does not compress; it serves these copies, kept in a temporary
// folder so the built site stays as it will be deployed.
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Text formats worth compressing; images, fonts and PDFs are compressed already. */
const textExtensions = ['.html', '.css', '.js', '.mjs', '.json', '.xml', '.txt', '.svg', '.webmanifest'];

export const isText = (file: string) => textExtensions.includes(extname(file).toLowerCase());

/** The folder's name carries the server's process id, so a later server can tell it is left over. */
const folderPrefix = 'serve-gzip-';

function isRunning(pid: number): boolean {
  try {
    return process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Returns the folder holding "<path>.gz" for every text file of the site, and how to remove it. */
export function writeGzipCopies(root: string): { folder: string; remove: () => void } {
  // A server stopped with SIGKILL (Playwright stops its web server so)
  // cannot remove its copies; the next one to start removes them.
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${folderPrefix}(\\d+)-`).exec(name)?.[1]);
    if (pid && !isRunning(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
  const folder = mkdtempSync(join(tmpdir(), `${folderPrefix}${process.pid}-`));
  // One file at a time (synchronously: about half a second for the built
  // site): reading them all at once ran out of file descriptors.
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !isText(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const copy = `${join(folder, relative(root, file))}.gz`;
    mkdirSync(dirname(copy), { recursive: true });
    writeFileSync(copy, gzipSync(readFileSync(file)));
    // Last-Modified and the ETag then describe the original file's version.
    const { atime, mtime } = statSync(file);
    utimesSync(copy, atime, mtime);
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
