import { describe, expect, it } from 'vitest';
import { toPdfText } from './pdf-composer.ts';

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
