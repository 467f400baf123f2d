import { describe, expect, it } from 'vitest';
import { imageRefsInData, imageRefsInMarkdown, isInPhotosFolder } from './image-refs.ts';

const activity = `---
order: 3
title: "Sports Day"
photos:
  - src: ./photos/sports-day-1.jpg
    alt: Children running a relay # a comment
  - alt: 'Girls'' kho-kho team'
    src: "./photos/sports-day-2.jpg"
  - src: ./photos/sports-day-3.jpg
    alt: >-
      A teacher signing
      the start
  - src: ./photos/sports-day-4.jpg
    details:
      place: ground
    alt: A long
      plain line
---
Text ![Trophies](./photos/trophies.jpg) and more.
`;

describe('image references', () => {
  it('resolves frontmatter and body images relative to the Markdown file, with the alt text in any YAML form', () => {
    const refs = imageRefsInMarkdown(activity, '/site/content/activities/sports-day.md');
    expect(refs.map((ref) => ref.path)).toEqual([
      '/site/content/activities/photos/sports-day-1.jpg',
      '/site/content/activities/photos/sports-day-2.jpg',
      '/site/content/activities/photos/sports-day-3.jpg',
      '/site/content/activities/photos/sports-day-4.jpg',
      '/site/content/activities/photos/trophies.jpg',
    ]);
    expect(refs.map((ref) => ref.alt)).toEqual([
      'Children running a relay',
      "Girls' kho-kho team",
      'A teacher signing the start',
      'A long plain line',
      'Trophies',
    ]);
  });

  it('finds image, src and poster fields at any depth of JSON, with their alt text', () => {
    const data = [
      { id: 'a', image: './photos/gallery-01.jpg', alt: 'Assembly' },
      { id: 'v', poster: './photos/video-x.jpg', posterAlt: 'Stage' },
      { nested: { src: './photos/n.jpg', alt: 'Nested' } },
      { id: 'pdf', file: '/newsletters/x.pdf', image: 'https://example.org/remote.jpg' },
    ];
    const refs = imageRefsInData(data, '/site/content/home/list.json');
    expect(refs.map((ref) => [ref.path, ref.alt])).toEqual([
      ['/site/content/home/photos/gallery-01.jpg', 'Assembly'],
      ['/site/content/home/photos/video-x.jpg', 'Stage'],
      ['/site/content/home/photos/n.jpg', 'Nested'],
    ]);
  });

  it('only lets the generator write inside photos/ folders under the content root', () => {
    const ref = (path: string) => ({ path, alt: '', referencedFrom: '' });
    expect(isInPhotosFolder(ref('/site/content/gallery/photos/a.jpg'), '/site/content')).toBe(true);
    expect(isInPhotosFolder(ref('/site/content/gallery/a.jpg'), '/site/content')).toBe(false);
    expect(isInPhotosFolder(ref('/site/public/photos/a.jpg'), '/site/content')).toBe(false);
  });
});
