import { describe, expect, it } from 'vitest';
import { parseJsonFile } from './json-file';

describe('parseJsonFile', () => {
  it('returns what a file holds', () => {
    expect(parseJsonFile('{ "name": "A school" }', 'site.json')).toEqual({ name: 'A school' });
  });

  it('names the file for broken JSON', () => {
    expect(() => parseJsonFile('{ "name": "A school", }', 'site.json')).toThrow(
      /^site\.json: is not valid JSON .*missing comma or quote\.$/,
    );
  });
});
