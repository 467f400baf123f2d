import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { generateSignVideos } from './sign-video.ts';
import samples from './sign-videos.json' with { type: 'json' };

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A site whose sample videos and posters exist already, so nothing is encoded. */
function siteWithVideos() {
  const root = mkdtempSync(join(tmpdir(), 'sign-video-test-'));
  folders.push(root);
  for (const { name, poster } of samples.videos) {
    mkdirSync(dirname(join(root, 'content', poster)), { recursive: true });
    writeFileSync(join(root, 'content', poster), 'poster');
    mkdirSync(join(root, 'public', 'isl'), { recursive: true });
    writeFileSync(join(root, 'public', 'isl', `${name}.mp4`), 'video');
  }
  return { root: join(root, 'content'), publicDir: join(root, 'public') };
}

describe('the sample sign-language videos', () => {
  it('keeps captions staff have corrected and writes only the missing ones', async () => {
    const site = siteWithVideos();
    const [first] = samples.videos;
    const corrected = join(site.publicDir, 'isl', `${first?.name}.en.vtt`);
    writeFileSync(corrected, 'WEBVTT\n\n00:00.000 --> 00:03.000\nCorrected by the school\n');
    await generateSignVideos(site);
    expect(readFileSync(corrected, 'utf8')).toContain('Corrected by the school');
    expect(readFileSync(join(site.publicDir, 'isl', `${first?.name}.gu.vtt`), 'utf8')).toMatch(/^WEBVTT/);
    expect(readdirSync(join(site.publicDir, 'isl')).filter((file) => file.endsWith('.vtt'))).toHaveLength(
      samples.videos.length * 2,
    );
  });
});
