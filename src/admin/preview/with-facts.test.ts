import { describe, expect, it } from 'vitest';
import { withFacts } from './with-facts';

describe("a locale's words over the English facts", () => {
  it('keeps the photos and dates given once in English, with the words of the locale', () => {
    const english = {
      title: 'Art',
      date: '2026-02-14',
      photos: [
        { src: '../photos/a.jpg', alt: 'Clay lamps' },
        { src: '../photos/b.jpg', alt: 'Paper flowers' },
      ],
    };
    const gujarati = { title: 'કલા', photos: [{ alt: 'માટીના દીવા' }] };
    expect(withFacts(gujarati, english)).toEqual({
      title: 'કલા',
      date: '2026-02-14',
      photos: [
        { src: '../photos/a.jpg', alt: 'માટીના દીવા' },
        { src: '../photos/b.jpg', alt: 'Paper flowers' },
      ],
    });
  });

  it('shows the English words where the locale has none yet, as the site does', () => {
    expect(withFacts({ title: '' }, { title: 'Art' })).toEqual({ title: 'Art' });
  });
});
