import { describe, expect, it } from 'vitest';
import { createTranslate, type KeyOf } from './translate';

const english = {
  nav: { menu: 'Menu', about: 'About' },
  pdf: { page: 'Page {page} of {count}' },
};
type Key = KeyOf<typeof english>;
const byKey = (groups: Record<string, Record<string, string>>) =>
  new Map(
    Object.entries(groups).flatMap(([group, texts]) =>
      Object.entries(texts).map(([key, text]) => [`${group}.${key}`, text]),
    ),
  );

describe('createTranslate', () => {
  const t = createTranslate<typeof english>(
    byKey(english),
    byKey({ nav: { menu: 'Menyu' }, pdf: { page: '{count} ma thi {page} panu' } }),
    'en',
  );

  it.each<[Key, Record<string, number>, string]>([
    ['nav.menu', {}, 'Menyu'],
    ['nav.about', {}, 'About'],
    ['pdf.page', { page: 2, count: 5 }, '5 ma thi 2 panu'],
  ])('%s reads "%s"', (key, values, expected) => {
    expect(t(key, values)).toBe(expected);
  });

  it('says which messages fall back to English, for their lang attribute', () => {
    expect(t.langOf('nav.about')).toBe('en');
    expect(t.langOf('nav.menu')).toBeUndefined();
  });

  it('gives a whole group, English filling the gaps and placeholders left for the island', () => {
    expect(t.group('nav')).toEqual({ menu: 'Menyu', about: 'About' });
    expect(t.group('pdf')).toEqual({ page: '{count} ma thi {page} panu' });
  });

  it('is English itself when nothing is translated', () => {
    const plain = createTranslate<typeof english>(byKey(english), new Map(), 'en');
    expect(plain('nav.menu')).toBe('Menu');
    expect(plain.group('nav')).toEqual(english.nav);
  });

  it('refuses a key no messages have (only reachable around the types)', () => {
    expect(() => t('nav.missing' as Key)).toThrow('no message "nav.missing"');
  });
});
