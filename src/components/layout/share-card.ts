// The pictures other apps take from the site: the card sharing apps show for a page, cut to 1200x630, their
// common size (one function so the OpenGraph tag and the JSON-LD point at the same file); and the school's
// logo as a square PNG icon, for search engines and a phone's home screen.
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

export async function makeLogoIcon(logo: ImageMetadata, size: number): Promise<string> {
  return (await getImage({ src: logo, width: size, height: size, fit: 'cover', format: 'png' })).src;
}
