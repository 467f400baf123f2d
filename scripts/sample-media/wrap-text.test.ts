import { describe, expect, it } from 'vitest';
import { estimateTextWidth, splitInTwo, wrapText } from './wrap-text.ts';

// One unit per character makes the expected lines easy to read.
const perChar = (text: string) => text.length;

describe('wrapText', () => {
  it('keeps lines within the width and words whole', () => {
    expect(wrapText('the quick brown fox jumps over the lazy dog', 15, perChar)).toEqual([
      'the quick brown',
      'fox jumps over',
      'the lazy dog',
    ]);
  });

  it('collapses runs of white space and returns no lines for empty text', () => {
    expect(wrapText('  one \n two  ', 20, perChar)).toEqual(['one two']);
    expect(wrapText('   ', 20, perChar)).toEqual([]);
  });

  it('breaks a word longer than a line', () => {
    expect(wrapText('abcdefghij xy', 4, perChar)).toEqual(['abcd', 'efgh', 'ij', 'xy']);
  });

  it('ends the last kept line with an ellipsis when lines run out', () => {
    const lines = wrapText('one two three four five six seven', 9, perChar, 2, '...');
    expect(lines).toEqual(['one two', 'three...']);
    lines.forEach((line) => expect(line.length).toBeLessThanOrEqual(9));
  });

  it('does not add an ellipsis when everything fits', () => {
    expect(wrapText('one two', 9, perChar, 1)).toEqual(['one two']);
  });

  it('works with an estimated font measure', () => {
    const measure = estimateTextWidth(10, 0.5);
    expect(measure('abcd')).toBe(20);
    expect(wrapText('aaaa bbbb cccc', 45, measure)).toEqual(['aaaa bbbb', 'cccc']);
  });
});

describe('splitInTwo', () => {
  it('balances the two lines instead of leaving one word alone', () => {
    expect(splitInTwo('Festivals Celebrations 12', perChar)).toEqual(['Festivals', 'Celebrations 12']);
    expect(splitInTwo('Art and Craft 1', perChar)).toEqual(['Art and', 'Craft 1']);
  });

  it('leaves a single word as it is', () => {
    expect(splitInTwo('Gallery', perChar)).toEqual(['Gallery']);
  });
});
