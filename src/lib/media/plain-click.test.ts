import { describe, expect, it } from 'vitest';
import { isPlainClick } from './plain-click';

type ClickLike = Parameters<typeof isPlainClick>[0];

const plain: ClickLike = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

describe('isPlainClick', () => {
  it.each<[string, Partial<ClickLike>, boolean]>([
    ['primary button', {}, true],
    ['middle button', { button: 1 }, false],
    ['Ctrl+click', { ctrlKey: true }, false],
    ['Cmd+click', { metaKey: true }, false],
    ['Shift+click', { shiftKey: true }, false],
    ['Alt+click', { altKey: true }, false],
  ])('%s: %s', (_name, overrides, expected) => {
    expect(isPlainClick({ ...plain, ...overrides })).toBe(expected);
  });
});
