/**
 * The answer to an address the site does not have: the built 404 page with
 * status 404, as the static hosts we deploy to give it, in the language of
 * the address ("/gu/..." gets gu/404.html, like a host's per-folder 404). It carries the
 * `_headers` rules of the 404 page itself, never those of the address asked
 * for (a missing "/_astro/x.js" must not be cached for a year), and it is
 * never cached long: the address may exist after the next deployment. The
 * page is small and read once, so it is sent from memory, no file opened.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { locales, type Locale } from '../../src/i18n/locales.ts';
import { toPagePath } from '../../src/lib/navigation/page-path.ts';
import { localeOfPath, localisedPath, siteRoutes } from '../../src/lib/routes/site-routes.ts';
import { acceptsGzip } from './gzip-copies.ts';
import { headersFor, type HeaderRule } from './header-rules.ts';

type Answer = (req: IncomingMessage, res: ServerResponse) => void;

export function createNotFoundAnswer(root: string, rules: readonly HeaderRule[]): Answer {
  const answers = new Map<Locale, Answer>(
    locales.map((locale) => [
      locale,
      answerWith(root, rules, `${localisedPath(siteRoutes.notFound.path, locale).slice(1)}.html`),
    ]),
  );
  return (req, res) => {
    const answer = answers.get(localeOfPath(req.url ?? '/')) ?? answers.get(locales[0]);
    answer?.(req, res);
  };
}

function answerWith(root: string, rules: readonly HeaderRule[], notFoundFile: string): Answer {
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
