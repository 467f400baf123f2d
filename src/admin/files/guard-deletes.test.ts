import { describe, expect, it } from 'vitest';
import { entriesUsing, resolveNamed } from './guard-deletes';

const activity = {
  path: 'src/content/activities/en/sports.md',
  text: '---\ntitle: Sports\nphotos:\n  - src: ../photos/sports-1.jpg\n    alt: Races\n---\nText.\n',
};
const newsletter = {
  path: 'src/content/newsletters/en/winter.json',
  text: '{\n  "title": "Winter",\n  "file": "/newsletters/winter-2026.pdf"\n}\n',
};
const page = {
  path: 'src/content/pages/gu/admissions.md',
  text: '---\ntitle: પ્રવેશ\n---\n![The hostel](../../activities/photos/hostel.jpg "Hostel")\n',
};
const entries = [activity, newsletter, page];

describe('which entries use a file', () => {
  it('finds a photo named relative to the entry', () => {
    expect(entriesUsing('src/content/activities/photos/sports-1.jpg', entries)).toEqual([activity.path]);
  });

  it('finds a PDF named by its site address', () => {
    expect(entriesUsing('public/newsletters/winter-2026.pdf', entries)).toEqual([newsletter.path]);
  });

  it('finds a photo in a Markdown text', () => {
    expect(entriesUsing('src/content/activities/photos/hostel.jpg', entries)).toEqual([page.path]);
  });

  it('does not count a file of the same name in another folder, or a longer name', () => {
    expect(entriesUsing('src/content/news/photos/sports-1.jpg', entries)).toEqual([]);
    expect(entriesUsing('src/content/activities/photos/ports-1.jpg', entries)).toEqual([]);
    expect(entriesUsing('src/content/activities/photos/sports-1.jp', entries)).toEqual([]);
  });

  it('resolves names the way the build does', () => {
    expect(resolveNamed('../photos/a.jpg', 'src/content/home/cards/en/x.json')).toBe(
      'src/content/home/cards/photos/a.jpg',
    );
    expect(resolveNamed('/newsletters/a.pdf', 'src/content/newsletters/en/x.md')).toBe(
      'public/newsletters/a.pdf',
    );
    expect(resolveNamed('./photos/શાળા 1.jpg', 'src/content/site/site.json')).toBe(
      'src/content/site/photos/શાળા 1.jpg',
    );
  });
});
