/**
 * The HTTP server around the static site: refuses malformed requests with
 * 400 and one log line, hands the e-mail API to the outbox when there is
 * one, allows GET and HEAD only, and never lets one request's failure end
 * the process.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { readRequestTarget } from './request-target.ts';
import type { StaticSite } from './static-site.ts';

export type OutboxHandler = (req: IncomingMessage, res: ServerResponse) => Promise<boolean>;

function answerPlain(
  res: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    ...headers,
  });
  res.end(text);
}

export function createSiteServer({
  site,
  outbox,
  log,
}: {
  site: StaticSite;
  outbox?: OutboxHandler;
  log: (line: string) => void;
}): Server {
  const server = createServer((req, res) => {
    const reportFailure = (error: unknown) => {
      // One line, no stack trace: this request failed, the server goes on.
      log(`${req.method ?? ''} ${req.url ?? ''}: ${error instanceof Error ? error.message : String(error)}`);
      if (!res.headersSent) answerPlain(res, 500, 'Internal Server Error');
      else res.destroy();
    };
    void (async () => {
      const target = readRequestTarget(req.url);
      if ('problem' in target) {
        log(`400 ${JSON.stringify(req.url?.slice(0, 120) ?? '')}: ${target.problem}`);
        answerPlain(res, 400, 'Bad Request');
        return;
      }
      if (outbox && (await outbox(req, res))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        answerPlain(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });
        return;
      }
      site.answer(req, res, target.path);
    })().catch(reportFailure);
  });

  // Requests Node cannot even parse (a raw NUL byte or a space in the
  // target, headers past its size limit): the same one line, the status
  // Node would give.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    log(`${tooLarge ? 431 : 400} unreadable request: ${error.code ?? error.message}`);
    const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  });
  return server;
}
