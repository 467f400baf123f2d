// Draws the two pictures the school details name when they are missing: the
// logo (the school's mark from public/favicon.svg on a square) and the picture
// shown when a page without a photo of its own is shared (the mark and the
// school's name on the brand colour, 1200x630, the size sharing apps use).
// Existing files are kept, so the school's real logo is never overwritten.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { escapeXml } from './photos.ts';

const BRAND = '#00606b';

export async function drawSiteImages(
  folder: string,
  markSvgFile: string,
  site: { name: string; trust: string },
) {
  const mark = readFileSync(markSvgFile);
  const logo = join(folder, 'logo.png');
  if (!existsSync(logo)) {
    await sharp(mark, { density: 1200 })
      .resize(512, 512)
      .flatten({ background: '#ffffff' })
      .png()
      .toFile(logo);
    console.log(`  drew ${logo}`);
  }
  const card = join(folder, 'share-card.jpg');
  if (!existsSync(card)) {
    const text = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
      <rect width="1200" height="630" fill="${BRAND}"/>
      <text x="600" y="470" font-family="DejaVu Sans, sans-serif" font-size="40" font-weight="bold"
        fill="#ffffff" text-anchor="middle">${escapeXml(site.name)}</text>
      <text x="600" y="540" font-family="DejaVu Sans, sans-serif" font-size="34"
        fill="#d8f1f3" text-anchor="middle">${escapeXml(site.trust)}</text>
    </svg>`;
    const markPng = await sharp(mark, { density: 600 }).resize(280, 280).png().toBuffer();
    await sharp(Buffer.from(text))
      .composite([{ input: markPng, top: 90, left: 460 }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(card);
    console.log(`  drew ${card}`);
  }
}
