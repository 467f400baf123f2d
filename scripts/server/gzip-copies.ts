/**
 * Gzip copies of the site's text files, made once when the server starts.
 * Static hosts compress text on the wire, and the browser tests measure the
 * bytes that travel, so the local server must too. `send` does not compress;
 * it serves these copies ("about.html.gz"), kept in a temporary folder so
 * the built site stays as it will be deployed.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const compress = promisify(gzip);

/** As many as Node's thread pool works on at once; each has one file open at a time. */
const parallelCopies = 4;

/** Text formats worth compressing; images, fonts and PDFs are compressed already. */
const textExtensions = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);

export function isText(file: string): boolean {
  return textExtensions.has(extname(file).toLowerCase());
}

export function acceptsGzip(req: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
}

export interface GzipCopies {
  /** The folder holding "<path>.gz" for every text file of the site. */
  folder: string;
  remove: () => void;
}

/** The folder's name carries the server's process id, so a later server can tell it is left over. */
const folderPrefix = 'serve-gzip-';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * A server stopped with SIGKILL (Playwright stops its web server so) cannot
 * remove its copies; the next one to start removes them.
 */
function removeLeftoverCopies(): void {
  for (const name of readdirSync(tmpdir())) {
    const pid = Number(new RegExp(`^${folderPrefix}(\\d+)-`).exec(name)?.[1]);
    if (pid && !isRunning(pid)) rmSync(join(tmpdir(), name), { recursive: true, force: true });
  }
}

export async function writeGzipCopies(root: string): Promise<GzipCopies> {
  removeLeftoverCopies();
  const folder = mkdtempSync(join(tmpdir(), `${folderPrefix}${process.pid}-`));
  const textFiles = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && isText(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  // A few at a time: all at once opened every file together, and a site of
  // a thousand files (the editor's chunks) ran out of file descriptors.
  const queue = [...textFiles];
  const copyNext = async (): Promise<void> => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      const copy = `${join(folder, relative(root, file))}.gz`;
      mkdirSync(dirname(copy), { recursive: true });
      await writeFile(copy, await compress(await readFile(file)));
      // Last-Modified and the ETag then describe the original file's version.
      const { atime, mtime } = statSync(file);
      utimesSync(copy, atime, mtime);
    }
  };
  await Promise.all(Array.from({ length: parallelCopies }, copyNext));
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
