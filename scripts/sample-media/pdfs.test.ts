import { describe, expect, it } from 'vitest';
import { readBlocks, toPdfText } from './pdfs.ts';

describe('readBlocks', () => {
  it('reads the Markdown the sample newsletters are written in', () => {
    const markdown = [
      '## Kites on the **terrace**',
      'A paragraph\nover two lines with [a link](/about).',
      '- one\n- two',
      '> Signed words.\n>\n> — A former student',
      '![Kites in a blue sky.](../photos/kites.jpg)',
      '*Uttarayan, 14 January.*',
      '_Prettier writes italics so._',
    ].join('\n\n');
    expect(readBlocks(markdown)).toEqual([
      { kind: 'heading', text: 'Kites on the terrace' },
      { kind: 'paragraph', text: 'A paragraph over two lines with a link.' },
      { kind: 'list', items: ['one', 'two'] },
      { kind: 'quote', text: 'Signed words.', by: 'A former student' },
      { kind: 'photo', alt: 'Kites in a blue sky.', src: '../photos/kites.jpg' },
      { kind: 'caption', text: 'Uttarayan, 14 January.' },
      { kind: 'caption', text: 'Prettier writes italics so.' },
    ]);
  });
});

describe('toPdfText', () => {
  it('maps typographic punctuation to ASCII', () => {
    expect(toPdfText('“School’s” day – 10…12 • ₹500')).toBe('"School\'s" day - 10...12 * Rs 500');
  });

  it('keeps Latin-1 letters', () => {
    expect(toPdfText('Café über naïve')).toBe('Café über naïve');
  });

  it('refuses characters the standard fonts cannot show, naming them', () => {
    expect(() => toPdfText('Namaste નમસ્તે')).toThrow(/U\+0AA8/);
    expect(() => toPdfText('line\nbreak')).toThrow(/U\+000A/);
  });
});
