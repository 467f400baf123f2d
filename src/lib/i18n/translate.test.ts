import { describe, expect, it } from 'vitest';
import { createTranslate, type PartialWords, type WordKey } from './translate';

const english = {
  nav: { menu: 'Menu', about: 'About' },
  pdf: { page: 'Page {page} of {count}' },
};
const partly: PartialWords<typeof english> = {
  nav: { menu: 'Menyu' },
  pdf: { page: '{count} ma thi {page} panu' },
};

describe('createTranslate', () => {
  const t = createTranslate(english, partly);

  it.each<[WordKey<typeof english>, Record<string, number>, string]>([
    ['nav.menu', {}, 'Menyu'],
    ['nav.about', {}, 'About'],
    ['pdf.page', { page: 2, count: 5 }, '5 ma thi 2 panu'],
  ])('%s reads "%s"', (key, values, expected) => {
    expect(t(key, values)).toBe(expected);
  });

  it('gives a whole group, English filling the gaps and placeholders left for the island', () => {
    expect(t.group('nav')).toEqual({ menu: 'Menyu', about: 'About' });
    expect(t.group('pdf')).toEqual({ page: '{count} ma thi {page} panu' });
  });

  it('is English itself when nothing is translated', () => {
    const plain = createTranslate(english, {});
    expect(plain('nav.menu')).toBe('Menu');
    expect(plain.group('nav')).toEqual(english.nav);
  });

  it('refuses a key no dictionary has (only reachable around the types)', () => {
    expect(() => t('nav.missing' as WordKey<typeof english>)).toThrow('no word "nav.missing"');
  });
});
