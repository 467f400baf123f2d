import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listFileFormat, objectFileFormat } from './formats';

describe('the JSON formats of the editor', () => {
  it('edits a list file as `items` and writes back the same file, byte for byte', () => {
    const text = readFileSync('src/content/newsletters/newsletters.json', 'utf8');
    const data = listFileFormat.fromFile(text);
    expect(Array.isArray(data.items)).toBe(true);
    expect(listFileFormat.toFile(data)).toBe(text);
  });

  it('writes the list in the order the editor holds it, with no position', () => {
    const written = listFileFormat.toFile({ items: [{ id: 'b' }, { id: 'a' }] });
    expect(JSON.parse(written)).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(written.endsWith(']\n')).toBe(true);
  });

  it('writes an object file with a final newline', () => {
    const text = objectFileFormat.toFile({ name: 'x', map: { zoom: 15 } });
    expect(text).toBe('{\n  "name": "x",\n  "map": {\n    "zoom": 15\n  }\n}\n');
  });
});
