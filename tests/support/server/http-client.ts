/**
 * A plain HTTP request for the server's tests. node:http sends the request
 * target exactly as given ("//x:y@", "/../etc"), where fetch would
 * normalise it first, and leaves the body compressed as it came.
 */
import { request, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export function send(
  port: number,
  target: string,
  { method = 'GET', headers = {} }: { method?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path: target, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/** Writes `text` to the server as it is, for requests node:http refuses to send; resolves with the reply. */
export function sendRaw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(text));
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(reply));
  });
}
