import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { jsonFileFormat } from './editor-config';

describe('the JSON format of the editor', () => {
  it('reads an entry file and writes it back byte for byte', () => {
    for (const path of ['src/content/news/en/food-kits-for-families.json', 'src/content/site/site.json']) {
      const text = readFileSync(path, 'utf8');
      expect(jsonFileFormat.toFile(jsonFileFormat.fromFile(text)), path).toBe(text);
    }
  });

  it('writes an object file with a final newline', () => {
    const text = jsonFileFormat.toFile({ name: 'x', map: { zoom: 15 } });
    expect(text).toBe('{\n  "name": "x",\n  "map": {\n    "zoom": 15\n  }\n}\n');
  });
});
