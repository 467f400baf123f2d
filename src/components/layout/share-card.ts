// The image sharing apps show for a page: cut to 1200x630, their common size.
// One function so the OpenGraph tag and the JSON-LD point at the same file.
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';

export async function makeShareCard(image: ImageMetadata): Promise<string> {
  const card = await getImage({
    src: image,
    width: 1200,
    height: 630,
    fit: 'cover',
    format: 'jpeg',
    quality: 70,
  });
  return card.src;
}
