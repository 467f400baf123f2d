import { describe, expect, it } from 'vitest';
import { writtenBesideEntry } from './entry-image';

describe('writtenBesideEntry', () => {
  it.each([
    ['photos/new-kitchen.jpg', './photos/new-kitchen.jpg'],
    ['logo.png', './logo.png'],
    ['./photos/a.jpg', './photos/a.jpg'],
    ['../shared/a.jpg', '../shared/a.jpg'],
    ['/newsletters/a.pdf', '/newsletters/a.pdf'],
    ['https://example.org/a.jpg', 'https://example.org/a.jpg'],
    ['', ''],
  ])('%s is written as %s', (value, written) => {
    expect(writtenBesideEntry(value)).toBe(written);
  });

  it('leaves what is not a path alone', () => {
    expect(writtenBesideEntry(null)).toBeNull();
  });
});
