import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  buildHeadersFile,
  cspDirectives,
  editorCspDirectives,
  headerPolicyFrom,
  keepOwnScriptHashes,
  readMetaPolicy,
} from './policy.ts';

describe('cspDirectives', () => {
  it('lets the forms reach only the configured e-mail API', () => {
    expect(cspDirectives({ emailApiOrigin: 'https://api.emailjs.com' })).toContain(
      "connect-src 'self' https://api.emailjs.com",
    );
    expect(cspDirectives({ emailApiOrigin: null })).toContain("connect-src 'self'");
  });

  it('allows frames only from the video and map hosts, and no plugins', () => {
    const directives = cspDirectives({ emailApiOrigin: null });
    expect(directives).toContain('frame-src https://www.youtube-nocookie.com https://www.openstreetmap.org');
    expect(directives).toContain("object-src 'none'");
    expect(directives.join(';')).not.toMatch(/unsafe-eval/);
  });
});

describe('headers file', () => {
  const meta = "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline';";

  it('reads the policy out of a page', () => {
    const html = `<head><meta http-equiv="content-security-policy" content="${meta}"><title>x</title></head>`;
    expect(readMetaPolicy(html)).toBe(meta);
    expect(readMetaPolicy('<head></head>')).toBeUndefined();
  });

  it('adds frame-ancestors, which a meta policy cannot carry', () => {
    expect(headerPolicyFrom(meta)).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc'; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'",
    );
  });

  it('gives one policy for all paths when every page shares it, and caches hashed assets for a year', () => {
    const file = buildHeadersFile([
      { path: '/', policy: meta },
      { path: '/about', policy: meta },
    ]);
    expect(file).toMatch(/^\/\*\n {2}X-Content-Type-Options: nosniff/m);
    expect(file).toContain('/_astro/*\n  Cache-Control: public, max-age=31536000, immutable');
    expect(file.match(/Content-Security-Policy:/g)).toHaveLength(1);
    expect(file).not.toContain('/about\n');
  });

  it('sends no Cross-Origin-Opener-Policy, which would slow every arriving navigation', () => {
    const file = buildHeadersFile([{ path: '/', policy: meta }]);
    expect(file).not.toMatch(/Cross-Origin-Opener-Policy/i);
  });

  it('gives all paths the usual policy and a page that differs its own, under both of its addresses', () => {
    const search = `${meta} script-src 'self' 'wasm-unsafe-eval'`;
    const file = buildHeadersFile([
      { path: '/', policy: meta },
      { path: '/about', policy: meta },
      { path: '/search', policy: search },
    ]);
    expect(file).toContain(`/*\n  X-Content-Type-Options: nosniff`);
    expect(file).toContain(`  Content-Security-Policy: ${headerPolicyFrom(meta)}\n`);
    expect(file).toContain(`/search\n  Content-Security-Policy: ${headerPolicyFrom(search)}\n`);
    expect(file).toContain(`/search.html\n  Content-Security-Policy: ${headerPolicyFrom(search)}\n`);
    expect(file.indexOf('/search\n')).toBeGreaterThan(file.indexOf('/*\n'));
    expect(file).not.toMatch(/^\/about/m);
    expect(file.match(/Content-Security-Policy:/g)).toHaveLength(3);
  });

  it('never writes "/.html" for the home page', () => {
    const file = buildHeadersFile([
      { path: '/about', policy: meta },
      { path: '/contact', policy: meta },
      { path: '/', policy: `${meta} img-src 'self'` },
    ]);
    expect(file).toContain('\n/\n  Content-Security-Policy:');
    expect(file).not.toContain('/.html');
  });
});

describe('the editor policy (/admin)', () => {
  it('allows what Decap needs, and the local decap-server only in local mode', () => {
    const local = editorCspDirectives({ mode: 'local', port: 8091 });
    expect(local).toContain("script-src 'self' 'unsafe-eval'");
    expect(local).toContain("style-src 'self' 'unsafe-inline'");
    expect(local).toContain("img-src 'self' data: blob:");
    expect(local).toContain("connect-src 'self' http://127.0.0.1:8091");
    expect(local.join(';')).not.toMatch(/github|youtube|openstreetmap|unsafe-inline'[^;]*script/);
  });

  it("allows GitHub's API and avatars only on a published site that saves to GitHub", () => {
    const github = editorCspDirectives({
      mode: 'github',
      repo: 'a/b',
      branch: 'main',
      authUrl: 'https://x.org',
    });
    expect(github).toContain("connect-src 'self' https://api.github.com");
    expect(github).toContain("img-src 'self' data: blob: https://avatars.githubusercontent.com");
    expect(editorCspDirectives({ mode: 'unconfigured' })).toContain("connect-src 'self'");
  });

  it("comes after the site's shared policy in _headers, for /admin and /admin.html, leaving the site's as it was", () => {
    const site = "default-src 'self'; script-src 'self' 'sha256-abc'";
    const editor = editorCspDirectives({ mode: 'local', port: 8081 }).join('; ');
    const file = buildHeadersFile([{ path: '/', policy: site }], [{ path: '/admin', policy: editor }]);
    expect(file).toBe(
      buildHeadersFile([{ path: '/', policy: site }]).replace(
        /\n$/,
        `\n\n/admin\n  Content-Security-Policy: ${headerPolicyFrom(editor)}\n\n/admin.html\n  Content-Security-Policy: ${headerPolicyFrom(editor)}\n`,
      ),
    );
  });
});

describe("a page's own script hashes", () => {
  const digest = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
  const page = (policy: string, body: string) =>
    `<head><meta http-equiv="content-security-policy" content="${policy}"></head><body>${body}</body>`;
  const mine = 'console.log(1)';
  const other = 'console.log(2)';
  const astroPolicy = `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${digest(mine)} ${digest(other)}; style-src 'self'`;

  it("keeps in a page's meta policy only the hashes of the scripts in that page", () => {
    const body = `<script type="module">${mine}</script><script src="/x.js"></script><script type="application/ld+json">{}</script>`;
    expect(keepOwnScriptHashes(page(astroPolicy, body))).toBe(
      page(
        `default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${digest(mine)}; style-src 'self'`,
        body,
      ),
    );
  });

  it('leaves a page without inline scripts only its sources', () => {
    expect(readMetaPolicy(keepOwnScriptHashes(page(astroPolicy, '<p>text</p>')))).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'",
    );
  });

  it('stops the build at an inline script the policy does not allow, which no browser would run', () => {
    expect(() => keepOwnScriptHashes(page(astroPolicy, '<script>alert(3)</script>'))).toThrow(
      /an inline script the Content-Security-Policy does not allow: alert\(3\)/,
    );
  });
});
