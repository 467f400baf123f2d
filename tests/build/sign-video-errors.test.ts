// A sign-language video needs its captions in every language: a video
// without them, or naming a caption file that is not there, stops the build
// with the file and the field. Astro's real content layer on a broken copy,
// like content-errors.test.ts (a few seconds to 25 s a case).
import { afterAll, describe, expect, it } from 'vitest';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectCopy, projectCopyWith, removeProjectCopies, runAstro } from './project-copy';

afterAll(removeProjectCopies, 60_000);

describe('a sign-language video without its captions stops the build', () => {
  it('names the file and the field when the Gujarati captions are left out', () => {
    const copy = projectCopyWith('src/content/home/texts/en/intro.md', (text) =>
      text.replace(/\n {4}gu: \/isl\/home-welcome\.gu\.vtt/, ''),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/home\/texts\/en\/intro/);
    expect(output).toMatch(/signVideo\.captions\.gu\**: captions\.gu is required once there is a video/);
  }, 120_000);

  it('names the file and the field when a caption file does not exist', () => {
    const copy = projectCopyWith('src/content/site/site.json', (text) =>
      text.replace('/isl/contact.en.vtt', '/isl/contact-missing.en.vtt'),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/site\.json|site\/site/);
    expect(output).toMatch(
      /contactSignVideo\.captions\.en\**: captions\.en does not exist in the public\/ folder/,
    );
  }, 120_000);
});

describe('a sign-language video cut short stops the build', () => {
  // A copy interrupted on its way (a phone's download, a USB stick) keeps its name and its start: before,
  // the site published a video that would not play, or stopped part-way.
  it('names the file and the field', () => {
    const copy = projectCopy();
    const video = join(copy, 'public/isl/home-welcome.mp4');
    writeFileSync(video, readFileSync(video).subarray(0, 15_000));
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    // The home text and a news clipping show this video: either may be named first.
    expect(output).toMatch(/home\/texts\/en\/intro|news\/en\/parents-sign-classes-2026/);
    expect(output).toMatch(/signVideo\.video\**: video is cut short or damaged: upload the video again/);
  }, 120_000);
});

describe('a sign-language video that phones cannot play stops the build', () => {
  // An iPhone records HEVC unless set to "Most Compatible": many Android phones and Firefox cannot play it,
  // so parents would press the button and get only "The video could not be played".
  it('names the file and the field, and says how to save it', () => {
    const copy = projectCopy();
    const video = join(copy, 'public/isl/contact.mp4');
    const bytes = readFileSync(video);
    bytes.write('hvc1', bytes.indexOf('avc1', bytes.indexOf('stsd'))); // the same file, its track HEVC
    writeFileSync(video, bytes);
    const { status, output } = runAstro(copy, 'sync');
    expect(status).not.toBe(0);
    expect(output).toMatch(/site\.json|site\/site/);
    expect(output).toMatch(/contactSignVideo\.video\**: video is not H\.264 video, .*Most Compatible/);
  }, 120_000);
});

describe('a sign-language video staff removed in the editor', () => {
  it('is no video, and the build goes on (Decap leaves the video path empty)', () => {
    const copy = projectCopyWith('src/content/home/texts/en/intro.md', (text) =>
      text.replace('video: /isl/home-welcome.mp4', "video: ''"),
    );
    const { status, output } = runAstro(copy, 'sync');
    expect(output).not.toMatch(/signVideo/);
    expect(status).toBe(0);
  }, 120_000);
});
