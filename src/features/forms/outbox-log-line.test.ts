import { describe, expect, it } from 'vitest';
import { escapeControlCharacters } from './outbox-server.ts';

describe('escapeControlCharacters', () => {
  it.each([
    ['plain text and Gujarati', 'આશા Patel', 'આશા Patel'],
    ['a line break (a forged second line)', 'A\noutbox: forged', 'A\\u000aoutbox: forged'],
    ['a carriage return (overwrites the line)', 'A\rB', 'A\\u000dB'],
    ['a tab', 'A\tB', 'A\\u0009B'],
    ['an ANSI escape (clears the screen)', '\u001b[2J\u001b[H', '\\u001b[2J\\u001b[H'],
    ['a bell and a delete', '\u0007\u007f', '\\u0007\\u007f'],
    ['a C1 control (CSI)', '\u009b2J', '\\u009b2J'],
    ['a Unicode line separator', 'A\u2028B', 'A\\u2028B'],
    ['a right-to-left override (reorders text)', 'A\u202eB', 'A\\u202eB'],
    ['emoji, untouched', 'Meera 🌸', 'Meera 🌸'],
  ])('%s', (_name, text, printed) => {
    expect(escapeControlCharacters(text)).toBe(printed);
  });
});
