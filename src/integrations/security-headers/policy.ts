// The site's Content-Security-Policy and other security headers, each with its reason. Astro adds
// script-src and style-src (hashes of its scripts) to every page's policy; these are the rest.
import { createHash } from 'node:crypto';
import { editorBackendOrigin, type EditorSettings } from '../../lib/cms/editor-settings.ts';

/** `emailApiOrigin`: the e-mail API the forms post to; null when it is the site itself (the local outbox). */
export function cspDirectives({ emailApiOrigin }: { emailApiOrigin: string | null }): string[] {
  const connect = ["'self'", ...(emailApiOrigin ? [emailApiOrigin] : [])];
  return [
    // Nothing loads from anywhere else unless a directive below says so.
    "default-src 'self'",
    // Photos are ours; data: for inline SVG placeholders, blob: for pdf.js page images.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The forms post to the e-mail API; pdf.js fetches the PDF from this site.
    `connect-src ${connect.join(' ')}`,
    // The pdf.js worker is served from this site (pdf.js may wrap it in a blob: URL).
    "worker-src 'self' blob:",
    // Frames appear only after a visitor clicks "Play video" or "Show map".
    'frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org',
    // No plugins, no <base> tricks, forms post only here.
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ];
}

/**
 * The policy of the web editor at /admin alone: Decap CMS does not start without 'unsafe-eval', styles
 * itself with inline <style>, previews uploads as blob: and data:, and talks to decap-server here in
 * local mode or to GitHub's API on the published site.
 */
export function editorCspDirectives(settings: EditorSettings): string[] {
  // Where GitHub serves the avatar the editor shows beside the signed-in person.
  const avatars = settings.mode === 'github' ? ['https://avatars.githubusercontent.com'] : [];
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    ['img-src', "'self'", 'data:', 'blob:', ...avatars].join(' '),
    ['connect-src', "'self'", editorBackendOrigin(settings)].filter(Boolean).join(' '),
    "font-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ];
}

/** Style attributes set by React islands and the lightbox need inline styles; scripts never do. */
export const styleSources = ["'self'", "'unsafe-inline'"];

/** Headers for every response; the page's CSP is added per page from its meta tag. */
const commonHeaders: [string, string][] = [
  // Browsers must not guess a file's type (a text file run as a script).
  ['X-Content-Type-Options', 'nosniff'],
  // Other sites see only our origin, never the page a visitor came from.
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The site uses no camera, microphone, location, payment or USB; nor may anything framed in it.
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'],
  // HTTPS only, for two years, subdomains included, once a visitor has seen the site once.
  ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
  // No other site may frame ours (clickjacking); the CSP's frame-ancestors says the same to new browsers.
  ['X-Frame-Options', 'DENY'],
  // No Cross-Origin-Opener-Policy, on purpose: measured here, it doubled the cost of each arriving navigation
  // (22 to 43 ms, up to 130 ms of blocking time) for little to protect on a public site without sign-in.
];

/** frame-ancestors is ignored in a <meta> policy, so it is added in the header version only. */
export function headerPolicyFrom(metaPolicy: string): string {
  const directives = metaPolicy
    .split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .filter((directive) => directive !== '');
  return [...directives, "frame-ancestors 'none'"].join('; ');
}

export type PagePolicy = { path: string; policy: string };

/**
 * A Netlify / Cloudflare Pages `_headers` file: common headers, caching and the CSP. The policy
 * most pages share is given once for all paths (the 404 page at unknown addresses too); a page
 * whose policy differs (search allows WebAssembly) and the editor pages get their own block after
 * it, since a later rule's header replaces an earlier one's (Netlify and scripts/serve.ts).
 */
export function buildHeadersFile(
  pages: readonly PagePolicy[],
  editorPages: readonly PagePolicy[] = [],
): string {
  const block = (pattern: string, headers: [string, string][]) =>
    [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  const byPolicy = [...Map.groupBy(pages, (page) => page.policy)];
  const sharedPolicy = byPolicy.sort((a, b) => b[1].length - a[1].length)[0]?.[0];
  const everywhere: [string, string][] = [
    ...commonHeaders,
    ['Cache-Control', 'public, max-age=0, must-revalidate'],
  ];
  if (sharedPolicy) everywhere.push(['Content-Security-Policy', headerPolicyFrom(sharedPolicy)]);
  const blocks = [
    block('/*', everywhere),
    // Hashed file names change whenever the content does, so they can be kept for a year.
    block('/_astro/*', [['Cache-Control', 'public, max-age=31536000, immutable']]),
    // PDFs keep their names when replaced: a day of caching.
    ...['/newsletters/*', '/documents/*'].map((path) =>
      block(path, [['Cache-Control', 'public, max-age=86400']]),
    ),
  ];
  const ownPolicies = [...pages.filter((page) => page.policy !== sharedPolicy), ...editorPages];
  for (const { path, policy } of ownPolicies) {
    const header: [string, string][] = [['Content-Security-Policy', headerPolicyFrom(policy)]];
    blocks.push(block(path, header));
    if (path !== '/') blocks.push(block(`${path}.html`, header));
  }
  return `# Generated at build time by src/integrations/security-headers; do not edit in dist/.\n${blocks.join('\n\n')}\n`;
}

/** A page's CSP <meta> tag as Astro writes it: up to its content, and the content. */
const META_POLICY = /(<meta[^>]+http-equiv="content-security-policy"[^>]*content=")([^"]*)"/i;

/** The content of a page's CSP <meta> tag, or undefined when it has none. */
export const readMetaPolicy = (html: string): string | undefined => META_POLICY.exec(html)?.[2];

/**
 * Astro writes the hashes of every inline script of the build into every page's meta policy (14, some 650
 * bytes that no gzip shrinks, of a first round trip with 30 to spare on the longest page). Each page keeps
 * only its own; the header keeps Astro's whole list, one policy for all pages (buildHeadersFile), and a
 * browser obeys both, so a page still runs just the scripts its meta names.
 */
export function keepOwnScriptHashes(html: string): string {
  const policy = readMetaPolicy(html) ?? '';
  const own = new Set<string>();
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc=|application\/ld\+json/.test(attributes)) continue; // a file ('self') or data, never run
    const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
    if (!policy.includes(hash))
      throw new Error(`an inline script the Content-Security-Policy does not allow: ${code.slice(0, 80)}`);
    own.add(hash);
  }
  const pruned = policy.replace(/'sha(256|384|512)-[^']+' ?/g, (hash) => (own.has(hash.trim()) ? hash : ''));
  return html.replace(META_POLICY, (_, start: string) => `${start}${pruned.replace(/ ;/g, ';')}"`);
}
