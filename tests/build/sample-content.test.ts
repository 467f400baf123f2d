// The specification's exact counts hold for the sample content the site ships
// with, and only for it: the build itself never enforces them, so staff can
// publish a seventh newsletter or a twentieth facility. The browser tests
// check the same counts on the rendered pages.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityTitles, counts } from '../support/site-map';

const listLength = (file: string) =>
  (JSON.parse(readFileSync(`src/content/${file}`, 'utf8')) as unknown[]).length;
const markdownCount = (folder: string) =>
  readdirSync(`src/content/${folder}`).filter((name) => name.endsWith('.md')).length;

describe('the sample content has the counts of the specification', () => {
  it.each([
    ['activities', markdownCount('activities'), activityTitles.length],
    ['newsletters', listLength('newsletters/newsletters.json'), counts.newsletters],
    ['facilities', listLength('infrastructure/facilities.json'), counts.facilities],
    ['infrastructure photos', listLength('infrastructure/photos.json'), counts.infrastructurePhotos],
    ['values', listLength('about/values.json'), counts.values],
    ['educational features', listLength('about/features.json'), counts.features],
    ['well-wisher photos', listLength('home/well-wishers.json'), counts.wellWishers],
    ['videos', listLength('home/videos.json'), counts.videos],
    ['Support, Education and Achievements cards', listLength('home/cards.json'), 3],
    ['about texts (vision, mission, about, beliefs)', markdownCount('about'), 4],
  ])('%s', (_what, found, expected) => {
    expect(found).toBe(expected);
  });

  it('has about 60 gallery photos', () => {
    const photos = listLength('gallery/gallery.json');
    expect(photos).toBeGreaterThanOrEqual(55);
    expect(photos).toBeLessThanOrEqual(65);
  });

  it('names the 18 activities of the specification', () => {
    const titles = readdirSync('src/content/activities')
      .filter((name) => name.endsWith('.md'))
      .map(
        (name) =>
          /^title:\s*"?(.+?)"?\s*$/m.exec(readFileSync(`src/content/activities/${name}`, 'utf8'))?.[1],
      );
    expect(titles.sort()).toEqual([...activityTitles].sort());
  });
});
