// Lays out flowing A4 pages with pdf-lib: a masthead, headings, paragraphs,
// lists, quotes and photos, moving to a new page when one is full.
// Standard fonts only, so text stays extractable and the files stay small.
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { wrapText } from '../wrap-text.ts';
import { body, colours, margin, pageSize, textWidth, type Fonts } from './page-style.ts';
import { toPdfText } from './pdf-text.ts';

export class PdfComposer {
  private readonly doc: PDFDocument;
  private readonly fonts: Fonts;
  private page!: PDFPage;
  private y = 0;

  constructor(doc: PDFDocument, fonts: Fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage(): void {
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
    const white = rgb(1, 1, 1);
    const draw = (text: string, y: number, font: PDFFont, size: number) =>
      this.page.drawText(toPdfText(text), { x: margin.side, y: top - y, font, size, color: white });
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

  paragraph(text: string, font = this.fonts.regular): void {
    for (const line of this.lines(text, font, body.size)) {
      this.ensureSpace(body.leading);
      this.y -= body.size;
      this.write(line, margin.side, font, body.size);
      this.y -= body.leading - body.size;
    }
    this.y -= body.gap;
  }

  list(items: string[]): void {
    const indent = 16;
    for (const item of items) {
      this.lines(item, this.fonts.regular, body.size, textWidth - indent).forEach((line, index) => {
        this.ensureSpace(body.leading);
        this.y -= body.size;
        if (index === 0)
          this.page.drawCircle({ x: margin.side + 5, y: this.y + 4, size: 2.2, color: colours.accent });
        this.write(line, margin.side + indent, this.fonts.regular, body.size);
        this.y -= body.leading - body.size;
      });
      this.y -= 3;
    }
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
}
