// Writes the sample PDFs from the words the site already holds, so they live
// once: every English newsletter (src/content/newsletters/en/*.md) that names
// a PDF, made from its Markdown and photos, and the Interact Club document,
// from ./interact-club.md and its entry's title. A4 pages laid out with
// pdf-lib's standard fonts: text stays extractable and the files small, but
// they have no Gujarati, so the PDFs are English only. The same words and
// photos give the same bytes.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';

/** One PDF to write: its site path (the entry's `file`), words, date (its bytes depend on it), Markdown body without frontmatter, and the folder its photo paths start from. */
type PdfSource = Record<'file' | 'title' | 'summary' | 'date' | 'body' | 'folder', string>;
type Publisher = { trust: string; schoolName: string };

const pageSize: [number, number] = [595.28, 841.89];
const margin = { side: 56, top: 56, bottom: 70 };
const textWidth = pageSize[0] - 2 * margin.side;
const colours = { accent: rgb(0.05, 0.35, 0.4), ink: rgb(0.12, 0.12, 0.14), muted: rgb(0.38, 0.38, 0.42) };
const body = { size: 11.5, leading: 16, gap: 8 };

// The standard fonts only know the WinAnsi character set. Typographic
// punctuation becomes plain ASCII, so every text is extracted and searched the
// same way; anything else outside Latin-1 is a mistake in the text.
export function toPdfText(text: string): string {
  const mapped = text
    .replace(/[\u2018\u2019\u201a]/g, "'")
    .replace(/[\u201c\u201d\u201e]/g, '"')
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replaceAll('\u2026', '...')
    .replaceAll('\u2022', '*')
    .replaceAll('\u00a0', ' ')
    .replaceAll('\u20b9', 'Rs ');
  const [bad] = /[^\x20-\x7e\xa1-\xff]/u.exec(mapped) ?? [];
  if (bad === undefined) return mapped;
  const hex = (bad.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0');
  throw new Error(
    `"${bad}" (U+${hex}) cannot be written with the PDF standard fonts, in: ${mapped.slice(0, 60)}`,
  );
}

export type Block =
  | { kind: 'heading' | 'paragraph' | 'caption'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'quote'; text: string; by?: string }
  | { kind: 'photo'; alt: string; src: string };

const plain = (text: string) => text.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_]/g, '');

/**
 * The blocks of a Markdown body, one per paragraph. Only what the samples are
 * written with: "## " headings, "- " lists, "> " quotes, a photo alone on its
 * line and an all-italic caption under it; inline marks and link targets drop.
 */
export function readBlocks(markdown: string): Block[] {
  return markdown
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk): Block => {
      const lines = chunk.split('\n');
      const photo = /^!\[([^\]]*)\]\(([^)\s]+)\)$/.exec(chunk);
      if (photo) return { kind: 'photo', alt: photo[1], src: photo[2] };
      if (chunk.startsWith('#')) return { kind: 'heading', text: plain(chunk.replace(/^#+\s*/, '')) };
      if (lines.every((line) => line.startsWith('- '))) {
        return { kind: 'list', items: lines.map((line) => plain(line.slice(2))) };
      }
      if (chunk.startsWith('>')) {
        const [text = '', by] = lines
          .map((line) => line.replace(/^>\s?/, ''))
          .join('\n')
          .split(/\n\s*\n/);
        return { kind: 'quote', text: plain(text.replaceAll('\n', ' ')), by: by?.replace(/^—\s*/, '') };
      }
      if (/^([*_])[^*_][\s\S]*\1$/.test(chunk)) return { kind: 'caption', text: plain(chunk) };
      return { kind: 'paragraph', text: plain(lines.join(' ')) };
    });
}

/** Greedy word wrap at the font's real widths. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const word of toPdfText(text).split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && font.widthOfTextAtSize(`${last} ${word}`, size) <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}

/** Lays out blocks on A4 pages, moving to a new page when one is full. */
class PdfComposer {
  readonly doc: PDFDocument;
  readonly fonts: Record<'regular' | 'italic' | 'bold' | 'sans', PDFFont>;
  private page: PDFPage;
  private y = 0;

  constructor(doc: PDFDocument, fonts: PdfComposer['fonts']) {
    this.doc = doc;
    this.fonts = fonts;
    this.page = this.newPage();
  }

  private newPage(): PDFPage {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
    return this.page;
  }

  private ensureSpace(height: number): void {
    if (this.y - height < margin.bottom) this.newPage();
  }

  private write(line: string, x: number, font: PDFFont, size: number, color = colours.ink): void {
    this.page.drawText(line, { x, y: this.y, font, size, color });
  }

  masthead(kicker: string, title: string, issueLine: string, note: string): void {
    const [height, top] = [118, pageSize[1]];
    this.page.drawRectangle({ x: 0, y: top - height, width: pageSize[0], height, color: colours.accent });
    const draw = (text: string, y: number, font: PDFFont, size: number) =>
      this.page.drawText(toPdfText(text), { x: margin.side, y: top - y, font, size, color: rgb(1, 1, 1) });
    draw(kicker.toUpperCase(), 34, this.fonts.sans, 9.5);
    draw(title, 72, this.fonts.bold, 28);
    draw(issueLine, 98, this.fonts.sans, 12);
    this.y = top - height - 22;
    this.write(toPdfText(note), margin.side, this.fonts.italic, 9.5, colours.muted);
    this.y -= 26;
  }

  heading(text: string): void {
    const lines = wrap(text, this.fonts.bold, 15, textWidth);
    this.ensureSpace(lines.length * 19 + 10 + 3 * body.leading);
    this.y -= 6;
    for (const line of lines) {
      this.y -= 15;
      this.write(line, margin.side, this.fonts.bold, 15, colours.accent);
      this.y -= 4;
    }
    this.y -= 8;
  }

  /** Lines of body text; a list item's first line gets a bullet. */
  paragraph(text: string, font = this.fonts.regular, indent = 0): void {
    wrap(text, font, body.size, textWidth - indent).forEach((line, index) => {
      this.ensureSpace(body.leading);
      this.y -= body.size;
      if (indent && index === 0)
        this.page.drawCircle({ x: margin.side + 5, y: this.y + 4, size: 2.2, color: colours.accent });
      this.write(line, margin.side + indent, font, body.size);
      this.y -= body.leading - body.size;
    });
    this.y -= indent ? 3 : body.gap;
  }

  list(items: string[]): void {
    for (const item of items) this.paragraph(item, this.fonts.regular, 16);
    this.y -= body.gap;
  }

  quote(text: string, by = ''): void {
    const indent = 28;
    const lines = wrap(`"${text}"`, this.fonts.italic, 13, textWidth - 2 * indent);
    this.ensureSpace(lines.length * 18 + 34);
    this.y -= 4;
    for (const line of lines) {
      this.y -= 18;
      this.write(line, margin.side + indent, this.fonts.italic, 13, colours.accent);
    }
    this.y -= 18;
    if (by) this.write(toPdfText(`- ${by}`), margin.side + indent, this.fonts.sans, 10, colours.muted);
    this.y -= 18;
  }

  /** A photo at 3/4 of the text width, shrunk (to half at most) rather than leave a large gap at a page end. */
  async photo(jpeg: Uint8Array, caption: string): Promise<void> {
    const image = await this.doc.embedJpg(jpeg);
    const aspect = image.height / image.width;
    const captionLines = (width: number) => wrap(caption, this.fonts.sans, 9.5, width);
    const space = (width: number) => width * aspect + captionLines(width).length * 13 + 18;
    let width = textWidth * 0.75;
    while (width > textWidth * 0.5 && space(width) > this.y - margin.bottom) width -= 10;
    if (space(width) > this.y - margin.bottom) width = textWidth * 0.75;
    this.ensureSpace(space(width));
    this.y -= width * aspect;
    const x = margin.side + (textWidth - width) / 2;
    this.page.drawImage(image, { x, y: this.y, width, height: width * aspect });
    this.y -= 4;
    for (const line of captionLines(width)) {
      this.y -= 12;
      this.write(line, x, this.fonts.sans, 9.5, colours.muted);
    }
    this.y -= 16;
  }

  /** Adds the running footer and "Page n of N" to every page and returns the file. */
  async finish(footer: string): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    const [y, right, { sans }] = [40, pageSize[0] - margin.side, this.fonts];
    pages.forEach((page, index) => {
      const line = { thickness: 0.5, color: colours.muted };
      page.drawLine({ start: { x: margin.side, y: y + 14 }, end: { x: right, y: y + 14 }, ...line });
      page.drawText(toPdfText(footer), { x: margin.side, y, font: sans, size: 9, color: colours.muted });
      const number = `Page ${index + 1} of ${pages.length}`;
      const width = sans.widthOfTextAtSize(number, 9);
      page.drawText(number, { x: right - width, y, font: sans, size: 9, color: colours.muted });
    });
    return this.doc.save({ useObjectStreams: true });
  }
}

/** The photo at most 1200x800, re-encoded only when it is larger. */
async function photoJpeg(path: string): Promise<Uint8Array> {
  const { width = 0, height = 0 } = await sharp(path).metadata();
  if (width <= 1200 && height <= 800) return readFile(path);
  return sharp(path).resize(1200, 800, { fit: 'inside' }).jpeg({ quality: 66 }).toBuffer();
}

async function renderPdf(source: PdfSource, publisher: Publisher): Promise<[Uint8Array, number]> {
  const doc = await PDFDocument.create();
  doc.setTitle(toPdfText(source.title), { showInWindowTitleBar: true });
  doc.setAuthor(toPdfText(publisher.trust));
  doc.setSubject(toPdfText(source.summary));
  doc.setLanguage('en-IN');
  doc.setCreator('scripts/generate-sample-media.ts');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(new Date(`${source.date}T09:00:00Z`));
  doc.setModificationDate(new Date(`${source.date}T09:00:00Z`));
  const { TimesRoman, TimesRomanItalic, HelveticaBold, Helvetica } = StandardFonts;
  const [regular, italic, bold, sans] = await Promise.all(
    [TimesRoman, TimesRomanItalic, HelveticaBold, Helvetica].map((font) => doc.embedFont(font)),
  );
  const composer = new PdfComposer(doc, { regular, italic, bold, sans });
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
      await composer.photo(await photoJpeg(resolve(source.folder, block.src)), caption);
    } else if (blocks[index - 1]?.kind !== 'photo') composer.paragraph(block.text, italic);
  }
  return [await composer.finish(`${name} - ${publisher.schoolName}`), doc.getPageCount()];
}

async function newsletterSources(root: string): Promise<PdfSource[]> {
  const folder = join(root, 'newsletters', 'en');
  const names = (await readdir(folder)).filter((name) => name.endsWith('.md')).sort();
  const sources: PdfSource[] = [];
  for (const name of names) {
    const [, frontmatter = '', body = ''] =
      /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(await readFile(join(folder, name), 'utf8')) ?? [];
    const fields = (parseYaml(frontmatter) ?? {}) as Partial<Record<string, string>>;
    const { file, title = '', summary = '', issueDate = '' } = fields;
    if (file) sources.push({ file, title, summary, date: issueDate, body, folder });
  }
  return sources;
}

/** Writes every PDF under publicDir and logs its size. */
export async function generatePdfs(root: string, publicDir: string, publisher: Publisher): Promise<void> {
  const club = JSON.parse(await readFile(join(root, 'documents/en/interact-club.json'), 'utf8')) as PdfSource;
  const clubText = await readFile(new URL('./interact-club.md', import.meta.url), 'utf8');
  // The club document has no date of its own; a fixed one keeps its bytes stable.
  const clubSource = { ...club, date: '2026-07-15', body: clubText, folder: import.meta.dirname };
  for (const source of [...(await newsletterSources(root)), clubSource]) {
    const [bytes, pages] = await renderPdf(source, publisher);
    const path = join(publicDir, source.file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, bytes);
    console.log(`  ${source.file}: ${pages} pages, ${Math.round(bytes.length / 1024)} KB`);
  }
}
