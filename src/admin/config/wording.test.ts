// The editor's words are read by school staff: a plural made by adding "s"
// to any noun ("Two activitys cannot share a number") reads as a mistake.
// Every hint and label of the whole configuration is checked.
import { describe, expect, it } from 'vitest';
import { buildEditorConfig } from './editor-config';
import { itemFields } from './editor-fields';

/** Every string held under `keys` anywhere in `value`. */
function wordsUnder(value: unknown, keys: readonly string[]): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => wordsUnder(item, keys));
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'string' && keys.includes(key) ? [inner] : wordsUnder(inner, keys),
  );
}

const config = buildEditorConfig({ mode: 'local', port: 8081 });
const texts = wordsUnder(config, ['hint', 'label', 'label_singular']);

describe('the editor speaks proper English', () => {
  it('reads every hint and label of the configuration', () => {
    expect(texts.length).toBeGreaterThan(100);
  });

  it('writes no plural as a consonant, "y" and "s" ("activitys")', () => {
    expect(texts.filter((text) => /[b-df-hj-np-tv-z]ys\b/i.test(text))).toEqual([]);
  });

  it.each([
    ['activity', 'after the numbered activities.'],
    ['facility', 'after the numbered facilities.'],
  ] as const)('writes the plural in the position hint of the %s kind', (kind, expected) => {
    const order = itemFields(kind, { media: 'src/content/x/photos', public: '../photos' }).find(
      (field) => field.name === 'order',
    );
    expect(order?.hint).toContain(expected);
  });
});
