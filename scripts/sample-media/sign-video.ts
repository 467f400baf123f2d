// Draws the sample sign-language videos until the school films its own: a
// card saying it is a sample, encoded as H.264 MP4 (plays on every phone) by
// Debian's ffmpeg, its poster, and captions in every language. Existing
// videos are kept, so a real one is never overwritten.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { escapeXml } from './photos.ts';
import { SIGN_VIDEO_FOLDER } from '../../src/features/sign-video/folder.ts';

type Words = Record<'en' | 'gu', string>;
/** The words of each sample (sign-videos.json): its file name in public/isl/, its poster in the content folder, what the card says the real video will sign, and the caption after the sample note. */
const { note, videos } = JSON.parse(readFileSync(new URL('./sign-videos.json', import.meta.url), 'utf8')) as {
  note: Words;
  videos: { name: string; poster: string; topic: string; captions: Words }[];
};

const WIDTH = 640;
const HEIGHT = 360;
const CUE_SECONDS = 3;

function cardSvg(topic: string): string {
  const lines: [string, number, string][] = [
    ['SAMPLE VIDEO · નમૂનો', 44, '#ffd166'],
    ['Indian Sign Language', 30, '#ffffff'],
    [topic, 26, '#ffffff'],
    ['No real signing: the school will replace it.', 20, '#dfe7ef'],
  ];
  const text = lines
    .map(
      ([words, size, colour], index) =>
        `<text x="50%" y="${90 + index * 70}" font-size="${size}" fill="${colour}" text-anchor="middle" font-family="Noto Sans Gujarati, DejaVu Sans, sans-serif" font-weight="700">${escapeXml(words)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#1f3b57"/><rect x="16" y="16" width="${WIDTH - 32}" height="${HEIGHT - 32}" fill="none" stroke="#ffd166" stroke-width="4" stroke-dasharray="18 10"/>${text}</svg>`;
}

/** Two cues: the sample note, then what the real video will sign. */
function webVtt(cues: readonly string[]): string {
  const stamp = (seconds: number) => `00:${String(seconds).padStart(2, '0')}.000`;
  const body = cues.map(
    (cue, index) => `${stamp(index * CUE_SECONDS)} --> ${stamp((index + 1) * CUE_SECONDS)}\n${cue}\n`,
  );
  return `WEBVTT\n\n${body.join('\n')}`;
}

function encode(card: string, video: string, seconds: number): void {
  // A still card at 2 frames a second: a few kilobytes, and byte for byte the same on every run.
  execFileSync('ffmpeg', [
    ...['-y', '-loglevel', 'error', '-loop', '1', '-framerate', '2', '-i', card, '-t', String(seconds)],
    ...['-c:v', 'libx264', '-tune', 'stillimage', '-crf', '30', '-pix_fmt', 'yuv420p', '-threads', '1'],
    ...['-movflags', '+faststart', '-map_metadata', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact'],
    video,
  ]);
}

/** Writes each sample's video, captions and poster that are missing. */
export async function generateSignVideos(options: { root: string; publicDir: string }) {
  const folder = join(options.publicDir, SIGN_VIDEO_FOLDER);
  mkdirSync(folder, { recursive: true });
  for (const sample of videos) {
    const video = join(folder, `${sample.name}.mp4`);
    const poster = join(options.root, sample.poster);
    for (const lang of ['en', 'gu'] as const) {
      // Captions staff have corrected are theirs: written only where missing.
      const captions = join(folder, `${sample.name}.${lang}.vtt`);
      if (!existsSync(captions)) writeFileSync(captions, webVtt([note[lang], sample.captions[lang]]));
    }
    if (existsSync(video) && existsSync(poster)) continue;
    // The video shows its poster: the card.
    mkdirSync(dirname(poster), { recursive: true });
    await sharp(Buffer.from(cardSvg(sample.topic)))
      .jpeg({ quality: 80 })
      .toFile(poster);
    encode(poster, video, CUE_SECONDS * 2);
    console.log(`  drew ${video} and ${poster}`);
  }
}
