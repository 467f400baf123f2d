/**
 * The file half of the local server: which file answers an address and
 * with which headers, the way the static hosts we deploy to answer. sirv
 * does the serving (a table of the site's files built at start, so no path
 * can reach outside it; ETag and If-None-Match; Range). Around it we add
 * what those hosts do and sirv does not: pretty URLs that find "about.html"
 * for "/about/", the `_headers` rules, gzip for text, the 404 page, the date
 * conditions (If-Modified-Since, If-Range), never serving the host's own
 * configuration files, and closing every file a client stops reading.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sirv, { type Options } from 'sirv';
import { readByteRange } from './byte-range.ts';
import { rangeStillApplies, unmodifiedSince } from './conditional-request.ts';
import { acceptsGzip, writeGzipCopies } from './gzip-copies.ts';
import { headersFor, readHeaderRules } from './header-rules.ts';
import { createNotFoundAnswer } from './not-found-page.ts';

/** Files a static host reads as its configuration and never serves. */
const hostFiles = new Set(['/_headers', '/_redirects']);

export interface StaticSite {
  /** Answers a GET or HEAD for `path`, the decoded path of the request. */
  answer: (req: IncomingMessage, res: ServerResponse, path: string) => void;
  /** Removes the gzip copies made at start. */
  close: () => void;
}

export async function createStaticSite({
  root,
  log,
}: {
  root: string;
  log: (line: string) => void;
}): Promise<StaticSite> {
  const rules = readHeaderRules(join(root, '_headers'));
  const gzipCopies = await writeGzipCopies(root);
  const options: Options = {
    etag: true,
    extensions: ['html'],
    // Called once a file is found, before its headers are written.
    setHeaders: (res, pathname, stats) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.setHeader('Vary', 'Accept-Encoding');
      for (const [name, value] of Object.entries(headersFor(rules, pathname))) res.setHeader(name, value);
      const { req } = res;
      // sirv has answered a matching If-None-Match already; a tag that did not match outranks the date.
      if (
        req.headers['if-none-match'] === undefined &&
        unmodifiedSince(req.headers['if-modified-since'], stats.mtime)
      ) {
        throw new NotModified();
      }
      if (req.headers.range === undefined) return;
      if (!rangeStillApplies(req.headers['if-range']?.toString(), stats.mtime)) {
        delete req.headers.range;
        return;
      }
      const range = readByteRange(req.headers.range, stats.size);
      if (range === 'whole file') delete req.headers.range;
      // sirv answers 416 to a range that starts at or past the end.
      else if (range === 'unsatisfiable') req.headers.range = `bytes=${stats.size}-`;
      else req.headers.range = `bytes=${range.start}-${range.end}`;
    },
  };
  const serveOriginal = serveFolder(root, options, log);
  const serveGzipped = sirv(gzipCopies.folder, { ...options, gzip: true });
  const answerNotFound = createNotFoundAnswer(root, rules);

  return {
    answer: (req, res, path) => {
      if (hostFiles.has(path.replace(/\/+$/, ''))) {
        answerNotFound(req, res);
        return;
      }
      res.on('pipe', (file: Readable) => closeWithResponse(file, res, log));
      const original = () => serveOriginal(req, res, () => answerNotFound(req, res));
      try {
        // "/about.html.gz" is a name only our copies have: the site has no such file.
        if (acceptsGzip(req) && !path.endsWith('.gz')) serveGzipped(req, res, original);
        else original();
      } catch (error) {
        if (!(error instanceof NotModified)) throw error;
        res.writeHead(304).end();
      }
    },
    close: gzipCopies.remove,
  };
}

/**
 * Thrown from sirv's setHeaders, the one place that sees the file's date
 * before sirv writes anything, to stop it sending the file.
 */
class NotModified extends Error {}

/**
 * sirv lists the folder's files once at start and stops with ENOENT at a
 * link to a file that does not exist. Then it looks each file up when it is
 * asked for instead (its "dev" mode), where such a link is simply not found.
 */
function serveFolder(folder: string, options: Options, log: (line: string) => void) {
  try {
    return sirv(folder, options);
  } catch (error) {
    const { code, path } = error as NodeJS.ErrnoException;
    if (code !== 'ENOENT') throw error;
    log(`${path ?? folder} is a link to a file that does not exist: it answers 404.`);
    return sirv(folder, { ...options, dev: true });
  }
}

/**
 * sirv pipes each file into the response, and a pipe does not close its
 * source when the response closes first: every download a client ended
 * early (and many it closed right after the last byte) kept its file open
 * until the process ran out of descriptors. Nor does sirv listen for the
 * file's errors, and an unhandled stream error ends the process.
 */
function closeWithResponse(file: Readable, res: ServerResponse, log: (line: string) => void): void {
  res.once('close', () => file.destroy());
  file.once('error', (error: NodeJS.ErrnoException) => {
    log(`${res.req.url ?? ''}: could not read the file (${error.code ?? error.message})`);
    res.destroy();
  });
}
