// The file half of the local server. `send` (Express's file sender) does the
// serving: ETag, Last-Modified and their conditions, Range, HEAD, closing the
// file when the client goes away. Around it, what our static hosts do and
// `send` does not: pretty URLs ("/about/" -> about.html), the `_headers`
// rules, gzip for text, the 404 page in the address's language, and never
// serving the host's own configuration files.
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import send from 'send';
import { defaultLocale } from '../../src/i18n/locales.ts';
import { toPagePath } from '../../src/lib/navigation/page-path.ts';
import { localeOfPath, localisedPath, siteRoutes } from '../../src/lib/routes/site-routes.ts';
import { isText, writeGzipCopies } from './gzip-copies.ts';
import { headersFor, readHeaderRules } from './header-rules.ts';

/** Files a static host reads as its configuration and never serves. */
const hostFiles = new Set(['/_headers', '/_redirects']);

/** Returns what answers a GET or HEAD for `path` (the decoded path of the request), and what removes the gzip copies. */
export function createStaticSite(root: string, log: (line: string) => void) {
  const rules = readHeaderRules(join(root, '_headers'));
  const gzipCopies = writeGzipCopies(root);
  const isFile = (file: string) => existsSync(join(root, file)) && statSync(join(root, file)).isFile();

  /** The built file for a site path ("/about/" -> "/about.html"), or null when there is none. */
  const fileFor = (path: string): string | null => {
    const page = path.replace(/\/+$/, '') || '/index';
    if (hostFiles.has(page)) return null;
    return [`${page}.html`, page].find(isFile) ?? null;
  };

  /** The 404 page the host shows at `address`: "/gu/..." gets gu/404.html. */
  const notFoundFileFor = (address: string) => {
    const file = `${localisedPath(siteRoutes.notFound.path, localeOfPath(address))}.html`;
    return isFile(file) ? file : `${localisedPath(siteRoutes.notFound.path, defaultLocale)}.html`;
  };

  const serve = (req: IncomingMessage, res: ServerResponse, file: string, status: 200 | 404) => {
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && isText(file);
    // send answers 416 to a Range that is not one plain range ("bytes=200-100",
    // "bytes=x-y", several ranges): a server may always ignore Range and send the whole file.
    const [, first, last] = /^bytes=(\d*)-(\d*)$/.exec(req.headers.range ?? '') ?? [];
    if (first === undefined || first + last === '' || (first && last && Number(first) > Number(last))) {
      delete req.headers.range;
    }
    res.statusCode = status;
    send(req, encodeURI(gzip ? `${file}.gz` : file), {
      root: gzip ? gzipCopies.folder : root,
      acceptRanges: status === 200,
      cacheControl: false,
      index: false,
    })
      .on('headers', (answer: ServerResponse) => {
        // The type of the file asked for, not of its .gz copy.
        const type = send.mime.lookup(file);
        answer.setHeader('Content-Type', isText(file) ? `${type}; charset=utf-8` : type);
        answer.setHeader('Vary', 'Accept-Encoding');
        if (gzip) answer.setHeader('Content-Encoding', 'gzip');
        // The 404 page carries its own rules, never those of the address asked
        // for (a missing "/_astro/x.js" must not be cached for a year), and is
        // never cached long: the address may exist after the next deployment.
        answer.setHeaders(new Map(Object.entries(headersFor(rules, toPagePath(file)))));
        if (status === 404 || !answer.hasHeader('Cache-Control'))
          answer.setHeader('Cache-Control', 'no-cache');
      })
      .on('error', (error: NodeJS.ErrnoException & { status?: number; headers?: Record<string, string> }) => {
        // A file that vanished since the server looked; else send's own answer (416 past the end).
        if (error.status === 404 && status === 200 && !res.headersSent) {
          serve(req, res, notFoundFileFor(req.url ?? '/'), 404);
        } else if (!res.headersSent) res.writeHead(error.status ?? 500, error.headers).end();
        else {
          // Failed mid-file: this response ends, the server goes on.
          log(`${req.url ?? ''}: could not read the file (${error.code ?? error.message})`);
          res.destroy();
        }
      })
      .pipe(res);
  };

  const answer = (req: IncomingMessage, res: ServerResponse, path: string) => {
    const file = fileFor(path);
    serve(req, res, file ?? notFoundFileFor(path), file ? 200 : 404);
  };
  return { answer, close: gzipCopies.remove };
}
