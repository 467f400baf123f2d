import { describe, expect, it } from 'vitest';
import { fillPlaceholders, placeholdersOf } from './placeholders';

describe('fillPlaceholders', () => {
  it.each([
    ['Page {page} of {count}', { page: 2, count: 5 }, 'Page 2 of 5'],
    ['{count} photos of {school}', { count: 60, school: 'Navjyot' }, '60 photos of Navjyot'],
    ['{a} and {a}', { a: 'x' }, 'x and x'],
    ['No gaps', {}, 'No gaps'],
    ['Unused values are fine', { extra: 1 }, 'Unused values are fine'],
  ])('%s', (template, values, expected) => {
    expect(fillPlaceholders(template, values)).toBe(expected);
  });

  it('refuses to show a gap it has no value for', () => {
    expect(() => fillPlaceholders('Page {page}', {})).toThrow('no value for {page} in "Page {page}"');
  });
});

describe('placeholdersOf', () => {
  it.each([
    ['Page {page} of {count}', ['count', 'page']],
    ['{a} and {a}', ['a']],
    ['none', []],
  ])('%s has %j', (template, names) => {
    expect(placeholdersOf(template)).toEqual(names);
  });
});
