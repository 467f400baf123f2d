// Lays out the sample PDFs with pdf-lib: A4 pages with a masthead, headings,
// paragraphs, lists, quotes and photos, moving to a new page when one is full,
// and a running footer with "Page n of N". Standard fonts only, so text stays
// extractable and the files stay small.
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from './wrap-text.ts';

const pageSize: [number, number] = [595.28, 841.89];
const margin = { side: 56, top: 56, bottom: 70 };
const textWidth = pageSize[0] - 2 * margin.side;
const colours = { accent: rgb(0.05, 0.35, 0.4), ink: rgb(0.12, 0.12, 0.14), muted: rgb(0.38, 0.38, 0.42) };
const body = { size: 11.5, leading: 16, gap: 8 };
type Fonts = Record<'regular' | 'italic' | 'bold' | 'sans', PDFFont>;

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

export class PdfComposer {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  private page!: PDFPage;
  private y = 0;

  private constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  /** A new document; `date` is its creation and modification date, so the same input gives the same file. */
  static async create(meta: Record<'title' | 'author' | 'subject', string> & { date: Date }) {
    const doc = await PDFDocument.create();
    doc.setTitle(toPdfText(meta.title), { showInWindowTitleBar: true });
    doc.setAuthor(toPdfText(meta.author));
    doc.setSubject(toPdfText(meta.subject));
    doc.setLanguage('en-IN');
    doc.setCreator('scripts/generate-sample-media.ts');
    doc.setProducer('pdf-lib');
    doc.setCreationDate(meta.date);
    doc.setModificationDate(meta.date);
    const { TimesRoman, TimesRomanItalic, HelveticaBold, Helvetica } = StandardFonts;
    const [regular, italic, bold, sans] = await Promise.all(
      [TimesRoman, TimesRomanItalic, HelveticaBold, Helvetica].map((font) => doc.embedFont(font)),
    );
    return new PdfComposer(doc, { regular, italic, bold, sans });
  }

  private newPage(): void {
    this.page = this.doc.addPage(pageSize);
    this.y = pageSize[1] - margin.top;
  }

  private ensureSpace(height: number): void {
    if (this.y - height < margin.bottom) this.newPage();
  }

  private lines(text: string, font: PDFFont, size: number, width = textWidth): string[] {
    return wrapText(toPdfText(text), width, (line) => font.widthOfTextAtSize(line, size));
  }

  private write(line: string, x: number, font: PDFFont, size: number, color = colours.ink): void {
    this.page.drawText(line, { x, y: this.y, font, size, color });
  }

  masthead(kicker: string, title: string, issueLine: string, note: string): void {
    const height = 118;
    const top = pageSize[1];
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
    const lines = this.lines(text, this.fonts.bold, 15);
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
    this.lines(text, font, body.size, textWidth - indent).forEach((line, index) => {
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
    const lines = this.lines(`"${text}"`, this.fonts.italic, 13, textWidth - 2 * indent);
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

  /** A photo at widthShare of the text width, shrunk (to half at most) rather than leave a large gap at a page end. */
  async photo(jpeg: Uint8Array, caption: string, widthShare = 1): Promise<void> {
    const image = await this.doc.embedJpg(jpeg);
    const aspect = image.height / image.width;
    const captionSpace = (width: number) => this.lines(caption, this.fonts.sans, 9.5, width).length * 13 + 18;
    const room = this.y - margin.bottom;
    let width = textWidth * widthShare;
    while (width > textWidth * 0.5 && width * aspect + captionSpace(width) > room) width -= 10;
    if (width * aspect + captionSpace(width) > room) width = textWidth * widthShare;
    const height = width * aspect;
    const captionLines = this.lines(caption, this.fonts.sans, 9.5, width);
    this.ensureSpace(height + captionLines.length * 13 + 18);
    this.y -= height;
    const x = margin.side + (textWidth - width) / 2;
    this.page.drawImage(image, { x, y: this.y, width, height });
    this.y -= 4;
    for (const line of captionLines) {
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
