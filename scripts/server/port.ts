/**
 * The port the server is to listen on, checked before anything slow (the
 * build) runs. A port taken or mistyped is the person's situation, not a
 * bug: they get one line saying what to do, never a stack trace.
 */
import { createServer } from 'node:net';

/** The port in `text`, or the line to print when it is none. */
export function readPort(text: string): number | string {
  const port = /^\d+$/.test(text) ? Number(text) : NaN;
  return port >= 1 && port <= 65535
    ? port
    : `"${text}" is not a port: give a number from 1 to 65535, e.g. \`npm start -- --port 4400\`.`;
}

/** The line to print when the server cannot listen. */
export function describeListenError(error: NodeJS.ErrnoException, host: string, port: number): string {
  const other = `\`npm start -- --port ${port < 65535 ? port + 1 : 4400}\``;
  if (error.code === 'EADDRINUSE') {
    return `Port ${port} is already in use: stop the server using it, or start on another port: ${other}.`;
  }
  if (error.code === 'EACCES')
    return `Port ${port} needs administrator rights: use one above 1023, e.g. ${other}.`;
  return `Cannot listen on ${host} port ${port} (${error.code ?? error.message}): check --host and --port.`;
}

/** Listens on the port for a moment: the line to print when that fails, otherwise null. */
export function checkPort(host: string, port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error) => resolve(describeListenError(error, host, port)));
    probe.listen(port, host, () => probe.close(() => resolve(null)));
  });
}
