import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaderRules, patternMatches } from './header-rules.ts';

describe('patternMatches', () => {
  it.each([
    ['/*', '/', true],
    ['/*', '/about', true],
    ['/_astro/*', '/_astro/app.js', true],
    ['/_astro/*', '/_astronaut', false],
    ['/_astro/*', '/about', false],
    ['/about', '/about', true],
    ['/about', '/about/', false],
    ['/about', '/about-us', false],
  ])('%s covers %s: %s', (pattern, path, covered) => {
    expect(patternMatches(pattern, path)).toBe(covered);
  });
});

describe('_headers rules', () => {
  const rules = parseHeaderRules(`# comment
/*
  X-Content-Type-Options: nosniff
  Cache-Control: public, max-age=600
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`);

  it('reads each pattern with its headers, values kept whole after the first colon', () => {
    expect(rules.map((rule) => rule.pattern)).toEqual(['/*', '/_astro/*']);
    expect(rules[0]?.headers[2]).toEqual([
      'Content-Security-Policy',
      "default-src 'self'; img-src 'self' data:",
    ]);
  });

  it('applies every matching rule, later ones winning', () => {
    expect(headersFor(rules, '/_astro/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'self'; img-src 'self' data:",
    });
    expect(headersFor(rules, '/about')['Cache-Control']).toBe('public, max-age=600');
  });
});
