import { describe, expect, it } from 'vitest';
import { readBlocks } from './markdown-blocks.ts';

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
