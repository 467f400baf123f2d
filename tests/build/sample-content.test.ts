// The specification's exact counts hold for the sample content the site ships
// with, and only for it: the build itself never enforces them, so staff can
// publish a seventh newsletter or a twentieth facility. Each entry is one file
// in its collection's en/ folder. The browser tests check the same counts on
// the rendered pages.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { activityTitles, counts } from '../support/site-map';

/** The English files of a collection: one per entry. */
const englishFiles = (folder: string) =>
  readdirSync(`src/content/${folder}/en`).filter((name) => /\.(md|json)$/.test(name));
const count = (folder: string) => englishFiles(folder).length;

describe('the sample content has the counts of the specification', () => {
  it.each([
    ['activities', count('activities'), activityTitles.length],
    ['newsletters', count('newsletters'), counts.newsletters],
    ['facilities', count('infrastructure/facilities'), counts.facilities],
    ['infrastructure photos', count('infrastructure/photo-list'), counts.infrastructurePhotos],
    ['values', count('about/values'), counts.values],
    ['educational features', count('about/features'), counts.features],
    ['well-wisher photos', count('home/well-wishers'), counts.wellWishers],
    ['videos', count('home/videos'), counts.videos],
    ['Support, Education and Achievements cards', count('home/cards'), 3],
    ['about texts (vision, mission, about, beliefs)', count('about/texts'), 4],
  ])('%s', (_what, found, expected) => {
    expect(found).toBe(expected);
  });

  it('has about 60 gallery photos', () => {
    const photos = count('gallery');
    expect(photos).toBeGreaterThanOrEqual(55);
    expect(photos).toBeLessThanOrEqual(65);
  });

  it('names the 18 activities of the specification', () => {
    const titles = englishFiles('activities').map(
      (name) =>
        /^title:\s*"?(.+?)"?\s*$/m.exec(readFileSync(`src/content/activities/en/${name}`, 'utf8'))?.[1],
    );
    expect(titles.sort()).toEqual([...activityTitles].sort());
  });
});
