import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { makeSchemas } from '../../lib/content/schemas';
import { makeSignVideoSchema } from './schema';

const existing = new Set(['/isl/a.mp4', '/isl/a.en.vtt', '/isl/a.gu.vtt']);
const schema = makeSignVideoSchema({
  image: () => z.string(),
  publicFileExists: (path) => existing.has(path),
});
const video = {
  video: '/isl/a.mp4',
  poster: '../photos/a.jpg',
  captions: { en: '/isl/a.en.vtt', gu: '/isl/a.gu.vtt' },
};
const problems = (value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('the sign-language video of an entry', () => {
  it('is optional, and complete with its poster and captions in every language', () => {
    expect(problems(undefined)).toEqual([]);
    expect(problems(video)).toEqual([]);
  });

  it('needs captions in every language once there is a video', () => {
    expect(problems({ ...video, captions: { en: '/isl/a.en.vtt' } })).toEqual([
      'captions.gu: captions.gu is required once there is a video',
    ]);
    expect(problems({ video: '/isl/a.mp4', poster: '../photos/a.jpg' })).toEqual([
      'captions: Invalid input: expected object, received undefined',
    ]);
  });

  it('is no video once staff remove its video file (Decap leaves the path empty), whatever is left beside it', () => {
    expect(schema.parse({ ...video, video: '' })).toBeUndefined();
    expect(schema.parse({ video: ' ', poster: '', captions: { en: '', gu: '' } })).toBeUndefined();
  });

  it('names a file that is not in public/isl/ or not there at all', () => {
    expect(problems({ ...video, video: '/isl/a.mov' })).toEqual([
      'video: video must be a file in /isl/ ending in .mp4',
    ]);
    expect(problems({ ...video, captions: { ...video.captions, gu: '/isl/b.gu.vtt' } })).toEqual([
      'captions.gu: captions.gu does not exist in the public/ folder',
    ]);
  });

  it('names a video cut short, and reads no file that is not there', () => {
    const read: string[] = [];
    const cutShort = makeSignVideoSchema({
      image: () => z.string(),
      publicFileExists: (path) => existing.has(path),
      publicVideoProblem: (path) => (read.push(path), 'is cut short or damaged: upload the video again'),
    });
    const issues = (value: unknown) => cutShort.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(issues(video)).toEqual(['video is cut short or damaged: upload the video again']);
    expect(issues({ ...video, video: '/isl/b.mp4' })).toEqual(['video does not exist in the public/ folder']);
    expect(read).toEqual(['/isl/a.mp4', '/isl/a.mp4']); // checked, then its problem told
  });
});

describe('the entries that can carry a sign-language video', () => {
  const kinds = makeSchemas({ image: () => z.string(), publicFileExists: () => true });
  it.each(['textBlock', 'activity', 'newsletter', 'page', 'newsImage'] as const)('%s', (kind) => {
    expect(Object.keys(kinds[kind].shape)).toContain('signVideo');
  });
});
