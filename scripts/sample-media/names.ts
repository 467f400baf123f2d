// Pure rules that turn a photo's file name into what the sample photo looks
// like: its label, its size and orientation, and its colour. Deterministic, so
// running the generator twice draws the same picture for the same name.
import { basename, extname } from 'node:path';

type Orientation = 'landscape' | 'portrait' | 'square';
type PhotoSize = { width: number; height: number; orientation: Orientation };

/** FNV-1a: a small, stable 32-bit hash of a string. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

const minorWords = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** "sports-day-3.jpg" -> "Sports Day 3", "gallery-07.jpg" -> "Gallery 7". */
export function labelFromFileName(fileName: string): string {
  return basename(fileName, extname(fileName))
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word, index) => {
      if (/^\d+$/.test(word)) return String(Number(word));
      const lower = word.toLowerCase();
      if (index > 0 && minorWords.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

// Width x height in pixels, as cameras take them.
const landscapeSizes = '2400x1600 3000x2000 2400x1800 2700x1800';
const portraitSizes = '1600x2400 2000x3000 1800x2400';
const squareSizes = '2000x2000 2400x2400';
const wideSizes = '2400x1350 2560x1440 2880x1620';

function pick(sizes: string, hash: number, orientation: Orientation): PhotoSize {
  const choices = sizes.split(' ');
  const [width, height] = choices[(hash >>> 8) % choices.length].split('x').map(Number);
  return { width, height, orientation };
}

/**
 * A camera-like size for a photo. Video posters and the banner are 16:9,
 * carousel slides are landscape; everything else is two-thirds landscape, a
 * quarter portrait and the rest square, chosen by the name's hash so masonry
 * grids get a stable mix.
 */
export function choosePhotoSize(fileName: string): PhotoSize {
  const name = basename(fileName).toLowerCase();
  const hash = hashString(name);
  if (name.startsWith('video-') || name.startsWith('hearing-hope.'))
    return pick(wideSizes, hash, 'landscape');
  if (name.startsWith('carousel-')) return pick(landscapeSizes, hash, 'landscape');
  const slot = hash % 12;
  if (slot < 8) return pick(landscapeSizes, hash, 'landscape');
  if (slot < 11) return pick(portraitSizes, hash, 'portrait');
  return pick(squareSizes, hash, 'square');
}

/** A hue in degrees (0-359) for the photo's background, spread by the name's hash. */
export function chooseHue(fileName: string): number {
  return (hashString(basename(fileName).toLowerCase()) >>> 4) % 360;
}
