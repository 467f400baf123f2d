/**
 * The file-serving half of scripts/serve.ts: which file answers a path, and
 * how it is sent (type, compression, caching and security headers). Kept
 * apart so the path rules can be unit-tested without a server.
 */
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

const compressible = new Set([
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

/** The file that answers a site path, or undefined: "/about" and "/about/" -> about.html, "/" -> index.html. */
export function findFile(root: string, sitePath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(sitePath);
  } catch {
    return undefined;
  }
  const clean = normalize(decoded)
    .replace(/^[/\\]+/, '')
    .replace(/[/\\]+$/, '');
  const candidates = clean === '' ? ['index.html'] : [clean, `${clean}.html`, join(clean, 'index.html')];
  for (const candidate of candidates) {
    const full = join(root, candidate);
    if (!full.startsWith(root + sep) && full !== root) continue;
    if (existsSync(full) && statSync(full).isFile()) return full;
  }
  return undefined;
}

export interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** Reads a Netlify/Cloudflare-style _headers file: a path pattern line, then indented "Name: value" lines. */
export function parseHeaderRules(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] });
      continue;
    }
    const separator = line.indexOf(':');
    const current = rules.at(-1);
    if (separator > 0 && current) {
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

export function readHeaderRules(file: string): HeaderRule[] {
  return existsSync(file) ? parseHeaderRules(readFileSync(file, 'utf8')) : [];
}

/** True when a _headers pattern ("/*", "/_astro/*", "/about") covers the path. */
export function patternMatches(pattern: string, sitePath: string): boolean {
  if (pattern.endsWith('*')) return sitePath.startsWith(pattern.slice(0, -1));
  return pattern === sitePath;
}

export function headersFor(rules: readonly HeaderRule[], sitePath: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const rule of rules) {
    if (patternMatches(rule.pattern, sitePath)) {
      for (const [name, value] of rule.headers) headers[name] = value;
    }
  }
  return headers;
}

export function sendFile(
  req: IncomingMessage,
  res: ServerResponse,
  {
    file,
    status,
    sitePath,
    headerRules,
  }: { file: string; status: number; sitePath: string; headerRules: HeaderRule[] },
): void {
  const extension = extname(file).toLowerCase();
  const headers: Record<string, string> = {
    'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
    'Cache-Control': 'no-cache',
    ...headersFor(headerRules, sitePath),
    Vary: 'Accept-Encoding',
  };
  const gzip = compressible.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) headers['Content-Encoding'] = 'gzip';
  else headers['Content-Length'] = String(statSync(file).size);
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(res);
}
