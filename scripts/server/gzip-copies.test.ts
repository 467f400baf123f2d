import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { writeGzipCopies } from './gzip-copies.ts';

const root = mkdtempSync(join(tmpdir(), 'gzip-root-'));
mkdirSync(join(root, '_astro'));
writeFileSync(join(root, 'about.html'), '<h1>About</h1>'.repeat(50));
writeFileSync(join(root, '_astro/app.js'), 'console.log(1);');
writeFileSync(join(root, 'photo.webp'), Buffer.alloc(100));
writeFileSync(join(root, '_headers'), '/*\n  X-Frame-Options: DENY\n');
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('writeGzipCopies', () => {
  it('compresses the text files only, keeping their dates', () => {
    const copies = writeGzipCopies(root);
    expect(gunzipSync(readFileSync(join(copies.folder, 'about.html.gz'))).toString()).toBe(
      readFileSync(join(root, 'about.html'), 'utf8'),
    );
    expect(existsSync(join(copies.folder, '_astro/app.js.gz'))).toBe(true);
    expect(existsSync(join(copies.folder, 'photo.webp.gz'))).toBe(false);
    expect(existsSync(join(copies.folder, '_headers.gz'))).toBe(false);
    // What Last-Modified and the ETag are made of: whole milliseconds.
    expect(statSync(join(copies.folder, 'about.html.gz')).mtime.getTime()).toBe(
      statSync(join(root, 'about.html')).mtime.getTime(),
    );
    copies.remove();
    expect(existsSync(copies.folder)).toBe(false);
  });

  it('removes the copies of servers that were killed, not of running ones', () => {
    const deadPid = spawnSync('true').pid;
    const leftover = mkdtempSync(join(tmpdir(), `serve-gzip-${deadPid}-`));
    const running = mkdtempSync(join(tmpdir(), `serve-gzip-${process.pid}-`));
    const copies = writeGzipCopies(root);
    expect(existsSync(leftover)).toBe(false);
    expect(existsSync(running)).toBe(true);
    copies.remove();
    rmSync(running, { recursive: true });
  });
});
