// Draws one labelled sample photo with sharp. The background is a soft
// gradient with a few glowing blobs, computed at 1/16 scale and enlarged
// (enlarging does the blurring for free), then a tiled grain and the label
// are composited and the result is encoded once with mozjpeg.
import sharp from 'sharp';
import { buildLabelSvg } from './label-svg.ts';
import { chooseHue, hashString, labelFromFileName } from './names.ts';

/** The photo's file name (its label and colours come from it), alt text, size and JPEG quality (72 keeps a 2400x1600 photo near 150 KB). */
type SamplePhotoSpec = { fileName: string; alt: string; width: number; height: number; quality?: number };

type Random = () => number;

/** mulberry32: a tiny seeded random generator, so a photo is the same on every machine and every run. */
function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const scale = 16;
const grainTileSize = 256;

function hslToRgb(hue: number, saturation: number, lightness: number): [number, number, number] {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function drawBackground(width: number, height: number, hue: number, random: Random): Buffer {
  const pixels = Buffer.alloc(width * height * 3);
  const angle = random() * Math.PI * 2;
  const [dx, dy] = [Math.cos(angle), Math.sin(angle)];
  const blobs = Array.from({ length: 4 + Math.floor(random() * 3) }, () => ({
    x: random() * width,
    y: random() * height,
    radius: Math.max(width, height) * (0.12 + random() * 0.25),
    lift: (random() - 0.4) * 0.45,
    hueShift: (random() - 0.5) * 50,
  }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let lightness = 0.52 + 0.18 * ((x / width - 0.5) * dx + (y / height - 0.5) * dy);
      let shade = hue;
      for (const blob of blobs) {
        const weight = Math.exp(-((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.radius ** 2);
        lightness += blob.lift * weight;
        shade += blob.hueShift * weight;
      }
      const [r, g, b] = hslToRgb((shade + 360) % 360, 0.42, Math.min(0.82, Math.max(0.22, lightness)));
      pixels.set([r, g, b], (y * width + x) * 3);
    }
  }
  return pixels;
}

/** A grey tile of film-like grain around mid-grey, for an overlay blend. */
function grainTile(amplitude: number): Buffer {
  const random = createRandom(amplitude);
  return Buffer.from(
    Array.from({ length: grainTileSize ** 2 }, () => 128 + Math.round((random() + random() - 1) * amplitude)),
  );
}

export async function renderSamplePhoto(spec: SamplePhotoSpec): Promise<Buffer> {
  const { fileName, alt, width, height, quality = 72 } = spec;
  const random = createRandom(hashString(fileName));
  const small = { width: Math.ceil(width / scale), height: Math.ceil(height / scale) };
  const background = drawBackground(small.width, small.height, chooseHue(fileName), random);
  const label = labelFromFileName(fileName);
  // Grain costs bytes in proportion to area, so larger photos get a little less of it.
  const grain = Math.min(18, Math.round(18 * Math.pow((2400 * 1600) / (width * height), 0.45)));
  return sharp(background, { raw: { ...small, channels: 3 } })
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .composite([
      {
        input: grainTile(grain),
        raw: { width: grainTileSize, height: grainTileSize, channels: 1 },
        tile: true,
        blend: 'overlay',
      },
      { input: Buffer.from(buildLabelSvg({ width, height, label, alt })) },
    ])
    .jpeg({ quality, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
