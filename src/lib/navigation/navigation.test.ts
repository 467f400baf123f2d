import { describe, expect, it } from 'vitest';
import {
  activityHref,
  currentMarker,
  buildSiteMenus,
  splitFooterColumns,
  toActivityLinks,
} from './navigation';
import { translationFor } from '../../i18n';

describe('buildSiteMenus', () => {
  const t = translationFor(undefined);
  const menus = buildSiteMenus(t);
  const labels = (links: { label: string }[]) => links.map((link) => link.label);

  it("holds the specification's menus, in its order and words", () => {
    expect(labels(menus.main)).toEqual(['Home', 'Interact Club', 'News Corner', 'Infrastructure']);
    expect(labels(menus.about)).toEqual(['About Us', 'Gallery']);
    expect(labels(menus.actions)).toEqual(['Volunteers', 'Contact Us']);
    expect(menus.main.map((link) => link.href)).toEqual([
      '/',
      '/intrect-club',
      '/news-corner',
      '/infrastructure',
    ]);
  });

  it('leads to the pages of the language it is built for', () => {
    const gujarati = buildSiteMenus(translationFor('gu'));
    expect(gujarati.main.map((link) => link.href)).toEqual([
      '/gu',
      '/gu/intrect-club',
      '/gu/news-corner',
      '/gu/infrastructure',
    ]);
    expect(gujarati.actions.map((link) => link.href)).toEqual(['/gu/volunteers', '/gu/contact']);
  });

  it('lists every menu link in the footer, in the same order', () => {
    expect(labels(menus.footer)).toEqual([
      ...labels(menus.main),
      ...labels(menus.about),
      ...labels(menus.actions),
    ]);
  });
});

describe('pages staff make in the menus', () => {
  const t = translationFor(undefined);
  const pages = [
    { id: 'admissions', title: 'Admissions', place: 'about' },
    { id: 'support-the-school', title: 'Support the school', place: 'footer' },
    { id: 'open-day', title: 'Open day', place: 'none' },
  ] as const;

  it('puts an About page at the end of the About menu, and so in the footer', () => {
    const menus = buildSiteMenus(t, pages);
    expect(menus.about.map((link) => link.href)).toEqual(['/about', '/gallery', '/admissions']);
    expect(menus.footer.map((link) => link.href)).toContain('/admissions');
  });

  it('puts a footer page in the footer only, and a page for links from other pages nowhere', () => {
    const menus = buildSiteMenus(t, pages);
    const footer = menus.footer.map((link) => link.href);
    expect(footer.at(-1)).toBe('/support-the-school');
    expect([...menus.main, ...menus.about, ...menus.actions].map((link) => link.href)).not.toContain(
      '/support-the-school',
    );
    expect([...footer, ...menus.about.map((link) => link.href)].join()).not.toContain('open-day');
  });

  it('leads to the page in the language of the menu, marking a title still in English', () => {
    const gujarati = [
      { id: 'admissions', title: 'પ્રવેશ', place: 'about' },
      { id: 'support-the-school', title: 'Support the school', place: 'footer', untranslated: ['title'] },
    ] as const;
    const menus = buildSiteMenus(translationFor('gu'), gujarati);
    expect(menus.about.at(-1)).toEqual({ label: 'પ્રવેશ', href: '/gu/admissions', lang: undefined });
    expect(menus.footer.at(-1)).toEqual({
      label: 'Support the school',
      href: '/gu/support-the-school',
      lang: 'en',
    });
  });
});

describe('splitFooterColumns', () => {
  it('puts 8 activities in the first column and 10 in the second', () => {
    const eighteen = Array.from({ length: 18 }, (_, i) => i + 1);
    const [first, second] = splitFooterColumns(eighteen);
    expect(first).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(second).toHaveLength(10);
    expect(second[0]).toBe(9);
  });

  it('keeps every item when there are fewer than 8', () => {
    expect(splitFooterColumns([1, 2, 3])).toEqual([[1, 2, 3], []]);
  });
});

describe('toActivityLinks', () => {
  it('keeps the order it is given: getEntries gives the school order', () => {
    const links = toActivityLinks(
      [
        { id: 'science', title: 'Science', tagline: 'Why?' },
        { id: 'drawing-activity', title: 'Drawing Activity', tagline: 'Colours' },
      ],
      'en',
    );
    expect(links.map((link) => link.href)).toEqual(['/activite/science', '/activite/drawing-activity']);
    expect(links[1]).toMatchObject({ label: 'Drawing Activity', tagline: 'Colours' });
  });

  it('marks only a link whose title is still English, and leaves lang out of the others', () => {
    const links = toActivityLinks(
      [
        { id: 'science', title: 'Science', tagline: 'કેમ?', untranslated: ['title'] },
        { id: 'art', title: 'કલા', tagline: 'Colours', untranslated: ['tagline'] },
      ],
      'gu',
    );
    expect(links[0]?.lang).toBe('en');
    expect(links[1]?.lang).toBeUndefined();
  });

  it('leads to the activity pages of the given language', () => {
    const links = toActivityLinks([{ id: 'science', title: 'વિજ્ઞાન', tagline: 'કેમ?' }], 'gu');
    expect(links.map((link) => link.href)).toEqual(['/gu/activite/science']);
  });
});

describe('currentMarker', () => {
  it.each([
    ['/about', '/about', 'page'],
    ['/about', '/about/', 'page'],
    ['/', '/', 'page'],
    ['/', '/about', undefined],
    ['/gallery', '/gallery?x=1', 'page'],
    [activityHref('science', 'en'), '/activite/science', 'page'],
    [activityHref('science', 'en'), '/activite/art-and-craft/', undefined],
    [activityHref('science', 'gu'), '/gu/activite/science', 'page'],
    [activityHref('science', 'gu'), '/activite/science', undefined],
  ])('marks link %s on page %s as %s', (href, path, expected) => {
    expect(currentMarker(path, [])(href)).toBe(expected);
  });

  const links = [{ label: 'Drawing Activity', href: '/activite/drawing-activity' }];

  it('treats /activite as the first activity', () => {
    expect(currentMarker('/activite', links)('/activite/drawing-activity')).toBe('page');
    expect(currentMarker('/activite/', links)('/activite/drawing-activity')).toBe('page');
    expect(currentMarker('/activite', links)('/activite')).toBeUndefined();
    const gujarati = [{ label: 'ચિત્રકામ', href: '/gu/activite/drawing-activity' }];
    expect(currentMarker('/gu/activite', gujarati)('/gu/activite/drawing-activity')).toBe('page');
  });

  it('leaves every other page alone', () => {
    expect(currentMarker('/about', links)('/activite/drawing-activity')).toBeUndefined();
    expect(currentMarker('/activite', [])('/activite')).toBe('page');
  });
});
