/**
 * The answer to an address the site does not have: the built 404 page with
 * status 404, as the static hosts we deploy to give it. It carries the
 * `_headers` rules of the 404 page itself, never those of the address asked
 * for (a missing "/_astro/x.js" must not be cached for a year), and it is
 * never cached long: the address may exist after the next deployment. The
 * page is small and read once, so it is sent from memory, no file opened.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { toPagePath } from '../../src/lib/navigation/page-path.ts';
import { acceptsGzip } from './gzip-copies.ts';
import { headersFor, type HeaderRule } from './header-rules.ts';

const notFoundFile = '404.html';

export function createNotFoundAnswer(
  root: string,
  rules: readonly HeaderRule[],
): (req: IncomingMessage, res: ServerResponse) => void {
  const file = join(root, notFoundFile);
  const built = existsSync(file);
  const page = built ? readFileSync(file) : Buffer.from('NOT FOUND');
  const compressed = gzipSync(page);
  const headers = {
    ...headersFor(rules, toPagePath(notFoundFile)),
    'Content-Type': built ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    Vary: 'Accept-Encoding',
  };
  return (req, res) => {
    const gzip = acceptsGzip(req);
    const body = gzip ? compressed : page;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    // After the rules, whatever they say about caching.
    res.setHeader('Cache-Control', 'no-cache');
    if (gzip) res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Content-Length', body.length);
    res.writeHead(404);
    res.end(req.method === 'HEAD' ? undefined : body);
  };
}
