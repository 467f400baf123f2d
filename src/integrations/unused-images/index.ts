// After the build, deletes the image files in dist/_astro that no built file names. Astro copies every
// content photo's original there, though pages show only the sizes made from it (withastro/astro#17706:
// reading a photo's width marks it used): 189 files, 26.8 MB of a 65 MB deploy for the sample photos,
// growing with each photo the school adds. A camera's original may also hold where it was taken.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const IMAGE_NAME = /[\w.-]+\.(?:jpe?g|png|webp|avif|gif)\b/gi;
const TEXT_FILE = /\.(?:html|css|m?js|json|xml|txt|webmanifest)$|^_headers$/;

/** The images of `imageNames` that none of `texts` names (by file name: pages, styles and scripts alike). */
export function unnamedImages(imageNames: readonly string[], texts: Iterable<string>): string[] {
  const named = new Set<string>();
  for (const text of texts) for (const [name] of text.matchAll(IMAGE_NAME)) named.add(name);
  return imageNames.filter((name) => !named.has(name));
}

export default function unusedImages(): AstroIntegration {
  return {
    name: 'unused-images',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const assets = join(dist, '_astro');
        const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
        const texts = files
          .filter((name) => TEXT_FILE.test(basename(name)))
          .map((name) => readFileSync(join(dist, name), 'utf8'));
        const unused = unnamedImages(
          readdirSync(assets).filter((name) => name.match(IMAGE_NAME)?.[0] === name),
          texts,
        );
        for (const name of unused) rmSync(join(assets, name));
        logger.info(`deleted ${unused.length} images no page names (photo originals)`);
      },
    },
  };
}
