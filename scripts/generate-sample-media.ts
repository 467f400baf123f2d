/**
 * Generates the sample media the site ships with until the school supplies its
 * own: a labelled stand-in JPEG for every photo the content names that does
 * not exist (all of them with --force; real photos are never overwritten
 * otherwise), PDFs of the newsletters and of the Interact Club document
 * (always rewritten, byte for byte the same for the same words and photos),
 * and the sample sign-language videos. Run by hand; the output is committed.
 *
 * Usage: npx node scripts/generate-sample-media.ts [--force] [--only photos|pdfs]
 *          [--root src/content] [--public public] [--jobs n]
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { readFileSync } from 'node:fs';
import { generatePdfs } from './sample-media/generate-pdfs.ts';
import { generatePhotos } from './sample-media/generate-photos.ts';
import { drawSiteImages } from './sample-media/site-images.ts';
import { generateSignVideos } from './sample-media/sign-video.ts';

const { values } = parseArgs({
  options: {
    root: { type: 'string', default: 'src/content' },
    public: { type: 'string', default: 'public' },
    only: { type: 'string' },
    force: { type: 'boolean', default: false },
    jobs: { type: 'string', default: String(Math.min(4, availableParallelism())) },
  },
});
if (values.only && !['photos', 'pdfs'].includes(values.only)) {
  throw new Error(`--only must be "photos" or "pdfs", not "${values.only}"`);
}

const root = resolve(values.root);
// The English details (the file holds every locale's side by side), read as
// plain JSON: the build checks this file against its schema.
const { en: site } = JSON.parse(readFileSync(resolve(root, 'site/site.json'), 'utf8')) as {
  en: { name: string; trust: string };
};
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);

if (values.only !== 'pdfs') {
  console.log(`Photos referenced under ${root}:`);
  console.log(await generatePhotos({ root, force: values.force, jobs: Number(values.jobs) }));
  await drawSiteImages(resolve(root, 'site'), resolve(values.public, 'favicon.svg'), site);
  console.log(`  photos done after ${seconds()} s`);
}

if (values.only !== 'photos') {
  console.log('PDFs:');
  await generatePdfs(root, resolve(values.public), { trust: site.trust, schoolName: site.name });
}
await generateSignVideos({ root, publicDir: resolve(values.public), force: values.force });
console.log(`Done in ${seconds()} s.`);
