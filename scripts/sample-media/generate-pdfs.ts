// Writes the sample PDFs from the words the site already holds, so they live
// once: every English newsletter (src/content/newsletters/en/*.md) that names
// a PDF, made from its Markdown, and the Interact Club document, from
// ./interact-club.md and its entry's title. Photos come from the files the
// Markdown names (a missing one is drawn as a labelled stand-in). The PDFs are
// English only: the standard fonts that keep them small have no Gujarati.
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { readBlocks } from './markdown-blocks.ts';
import { PdfComposer } from './pdf-composer.ts';
import { renderSamplePhoto } from './render-photo.ts';

/** One PDF to write: its site path (the entry's `file`), words, date (so the same words give the same bytes), Markdown body without frontmatter, and the folder its photo paths start from. */
type PdfSource = Record<'file' | 'title' | 'summary' | 'date' | 'body' | 'folder', string>;
type Publisher = { trust: string; schoolName: string };

/** The club document has no date of its own; a fixed one keeps its bytes stable. */
const CLUB_DOCUMENT_DATE = '2026-07-15';

async function photoJpeg(path: string, alt: string): Promise<Uint8Array> {
  if (!existsSync(path)) {
    return renderSamplePhoto({ fileName: basename(path), alt, width: 1200, height: 800, quality: 66 });
  }
  return sharp(path).resize(1200, 800, { fit: 'inside' }).jpeg({ quality: 66 }).toBuffer();
}

async function renderPdf(source: PdfSource, publisher: Publisher): Promise<[Uint8Array, number]> {
  const composer = await PdfComposer.create({
    title: source.title,
    author: publisher.trust,
    subject: source.summary,
    date: new Date(`${source.date}T09:00:00Z`),
  });
  // "Spring 2026: kites and a science fair" is "Spring 2026" on the masthead, the rest under it.
  const [name = source.title, rest = ''] = source.title.split(/:\s*/, 2);
  composer.masthead(
    publisher.schoolName,
    name,
    rest.charAt(0).toUpperCase() + rest.slice(1),
    `Published by ${publisher.trust}. Sample text written for the website - replace with the school's own.`,
  );
  const blocks = readBlocks(source.body);
  for (const [index, block] of blocks.entries()) {
    if (block.kind === 'heading') composer.heading(block.text);
    else if (block.kind === 'paragraph') composer.paragraph(block.text);
    else if (block.kind === 'list') composer.list(block.items);
    else if (block.kind === 'quote') composer.quote(block.text, block.by);
    else if (block.kind === 'photo') {
      const next = blocks[index + 1];
      const caption = next?.kind === 'caption' ? next.text : '';
      await composer.photo(await photoJpeg(resolve(source.folder, block.src), block.alt), caption, 0.75);
    } else if (blocks[index - 1]?.kind !== 'photo') composer.paragraph(block.text, composer.fonts.italic);
  }
  return [await composer.finish(`${name} - ${publisher.schoolName}`), composer.doc.getPageCount()];
}

async function newsletterSources(root: string): Promise<PdfSource[]> {
  const folder = join(root, 'newsletters', 'en');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  const sources = await Promise.all(
    names.map(async (name): Promise<PdfSource | undefined> => {
      const [, frontmatter = '', body = ''] =
        /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(await readFile(join(folder, name), 'utf8')) ?? [];
      const entry = (parseYaml(frontmatter) ?? {}) as Partial<
        Record<'file' | 'title' | 'summary' | 'issueDate', string>
      >;
      const { file, title = '', summary = '', issueDate = '' } = entry;
      return file ? { file, title, summary, date: issueDate, body, folder } : undefined;
    }),
  );
  return sources.filter((source) => source !== undefined);
}

async function clubDocumentSource(root: string): Promise<PdfSource> {
  const entry = JSON.parse(
    await readFile(join(root, 'documents/en/interact-club.json'), 'utf8'),
  ) as PdfSource;
  const body = await readFile(new URL('./interact-club.md', import.meta.url), 'utf8');
  return { ...entry, date: CLUB_DOCUMENT_DATE, body, folder: import.meta.dirname };
}

/** Writes every PDF under publicDir and logs its size. */
export async function generatePdfs(root: string, publicDir: string, publisher: Publisher): Promise<void> {
  for (const source of [...(await newsletterSources(root)), await clubDocumentSource(root)]) {
    const [bytes, pages] = await renderPdf(source, publisher);
    const path = join(publicDir, source.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    console.log(`  ${source.file}: ${pages} pages, ${Math.round(bytes.length / 1024)} KB`);
  }
}
