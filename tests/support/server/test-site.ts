/**
 * A tiny built site in a temporary folder, for the server's tests: pages in
 * the build's "about.html" form, a hashed asset, a large PDF and the
 * `_headers` file the build writes, so the tests need no `npm run build`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Large enough that a download is still being read when the client gives up. */
export const bigFileBytes = 8 * 1024 * 1024;

export const testHeaders = `# like the build's
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  Cache-Control: public, max-age=0, must-revalidate
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
/documents/*
  Cache-Control: public, max-age=86400
/about
  X-Page: about
`;

const page = (title: string) =>
  `<!doctype html><html lang="en"><title>${title}</title><h1>${title}</h1>${'<p>words</p>'.repeat(200)}</html>`;

export interface TestSite {
  root: string;
  remove: () => void;
}

export function createTestSite(): TestSite {
  const root = mkdtempSync(join(tmpdir(), 'serve-site-'));
  const files: Record<string, string | Buffer> = {
    'index.html': page('Home'),
    'about.html': page('About'),
    '404.html': page('NOT FOUND'),
    'gu.html': page('Home in Gujarati'),
    'gu/about.html': page('About in Gujarati'),
    'gu/404.html': page('NOT FOUND in Gujarati'),
    'activite.html': page('Activities'),
    'activite/science.html': page('Science'),
    '_astro/app.abc123.js': `console.log(${JSON.stringify('x'.repeat(2000))});`,
    'robots.txt': 'User-agent: *\n',
    'favicon.png': Buffer.alloc(300, 7),
    'documents/big.pdf': Buffer.alloc(bigFileBytes, '%PDF-1.7 sample '),
    'documents/withdrawn.pdf': Buffer.alloc(1024, '%PDF-1.7 sample '),
    'documents/newsletter.pdf': Buffer.alloc(300 * 1024, '%PDF-1.7 sample '),
    _headers: testHeaders,
  };
  for (const [name, content] of Object.entries(files)) {
    const file = join(root, name);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
