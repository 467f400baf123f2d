import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findFile, headersFor, parseHeaderRules } from './static-files.ts';

const root = mkdtempSync(join(tmpdir(), 'serve-'));
mkdirSync(join(root, 'activite'));
for (const file of [
  'index.html',
  'about.html',
  '404.html',
  'activite.html',
  'activite/science.html',
  'robots.txt',
]) {
  writeFileSync(join(root, file), file);
}

describe('findFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/', 'about.html'],
    ['/activite', 'activite.html'],
    ['/activite/science/', 'activite/science.html'],
    ['/robots.txt', 'robots.txt'],
    ['/%61bout', 'about.html'],
  ])('%s is answered by %s', (path, file) => {
    expect(findFile(root, path)).toBe(join(root, file));
  });

  it.each(['/nothing-here', '/../etc/passwd', '/activite/../../secret', '/%E0%A4%A'])(
    '%s finds nothing',
    (path) => {
      expect(findFile(root, path)).toBeUndefined();
    },
  );
});

describe('_headers rules', () => {
  const rules = parseHeaderRules(`# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=600
/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`);

  it('applies every matching rule, later ones winning', () => {
    expect(headersFor(rules, '/_astro/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/about')['Cache-Control']).toBe('public, max-age=600');
  });
});
