import { describe, expect, it } from 'vitest';
import { customMediaNames, resolveCustomMedia } from './custom-media';

const media = { 'from-large': '(min-width: 1024px)', 'up-to-medium': '(max-width: 768px)' };

describe('resolveCustomMedia', () => {
  it.each([
    ['@media (--from-large) { a { color: red } }', '@media (min-width: 1024px) { a { color: red } }'],
    [
      '@media (scripting: enabled) and (--up-to-medium) {',
      '@media (scripting: enabled) and (max-width: 768px) {',
    ],
    ['@media not all and (--from-large){', '@media not all and (min-width: 1024px){'],
    [
      '@media (--from-large){} @media (--up-to-medium){}',
      '@media (min-width: 1024px){} @media (max-width: 768px){}',
    ],
    ['@media (forced-colors: active) {', '@media (forced-colors: active) {'],
    // Only media queries: a custom property in a declaration is left alone.
    ['a { margin: var(--from-large) }', 'a { margin: var(--from-large) }'],
  ])('%s', (css, expected) => {
    expect(resolveCustomMedia(css, media)).toBe(expected);
  });

  it('names every unknown query and the known ones', () => {
    expect(() => resolveCustomMedia('@media (--desktop) {} @media (--constructor) {}', media)).toThrow(
      'unknown media (--desktop), (--constructor); known: --from-large, --up-to-medium',
    );
  });
});

describe('customMediaNames', () => {
  it('lists each name once, in order', () => {
    const css =
      '@media (--up-to-medium) {} @media (min-width: 1px) and (--from-large) {} @media (--up-to-medium) {}';
    expect(customMediaNames(css)).toEqual(['up-to-medium', 'from-large']);
  });
});
