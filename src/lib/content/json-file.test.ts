import { describe, expect, it } from 'vitest';
import { parseSingleEntry } from './json-file';

describe('parseSingleEntry', () => {
  it('returns the object a file holds', () => {
    expect(parseSingleEntry('{ "name": "A school" }', 'site.json')).toEqual({ name: 'A school' });
  });

  it.each([
    ['broken JSON', '{ "name": "A school", }', /^site\.json: is not valid JSON .*missing comma or quote\.$/],
    ['a list', '[{ "name": "A school" }]', /^site\.json: must hold one entry/],
    ['null', 'null', /^site\.json: must hold one entry/],
    ['a string', '"A school"', /^site\.json: must hold one entry/],
  ])('names the file for %s', (_case, text, message) => {
    expect(() => parseSingleEntry(text, 'site.json')).toThrow(message);
  });
});
