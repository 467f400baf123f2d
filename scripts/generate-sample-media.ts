/**
 * Generates the sample media the site ships with until the school supplies its
 * own: a labelled placeholder JPEG for every photo the content names that does
 * not exist (real photos are never overwritten), the logo and share card if
 * missing, PDFs of the newsletters and of the Interact Club document (always
 * rewritten, byte for byte the same for the same words and photos), and the
 * sample sign-language videos. Run by hand (`npm run media:generate`); the
 * output is committed.
 */
import { readFileSync } from 'node:fs';
import { generatePdfs } from './sample-media/pdfs.ts';
import { generatePhotos } from './sample-media/photos.ts';
import { drawSiteImages } from './sample-media/site-images.ts';
import { generateSignVideos } from './sample-media/sign-video.ts';

const root = 'src/content';
// The English details (the file holds every locale's side by side), read as
// plain JSON: the build checks this file against its schema.
const { en: site } = JSON.parse(readFileSync(`${root}/site/site.json`, 'utf8')) as {
  en: { name: string; trust: string };
};

console.log(`Photos named under ${root}:`);
await generatePhotos(root);
await drawSiteImages(`${root}/site`, 'public/favicon.svg', site);
console.log('PDFs:');
await generatePdfs(root, 'public', { trust: site.trust, schoolName: site.name });
await generateSignVideos({ root, publicDir: 'public' });
