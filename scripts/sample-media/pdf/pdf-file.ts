// Opening and closing a sample PDF: metadata and fonts at the start, the
// running footer and "Page n of N" on every page at the end.
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { colours, margin, pageSize, type Fonts } from './page-style.ts';
import { toPdfText } from './pdf-text.ts';

export interface PdfMetadata {
  title: string;
  author: string;
  subject: string;
  language: string;
  /** Used as creation and modification date, so the same input gives the same file. */
  date: Date;
}

export async function createPdf(meta: PdfMetadata): Promise<{ doc: PDFDocument; fonts: Fonts }> {
  const doc = await PDFDocument.create();
  doc.setTitle(toPdfText(meta.title), { showInWindowTitleBar: true });
  doc.setAuthor(toPdfText(meta.author));
  doc.setSubject(toPdfText(meta.subject));
  doc.setLanguage(meta.language);
  doc.setCreator('scripts/generate-sample-media.ts');
  doc.setProducer('pdf-lib');
  doc.setCreationDate(meta.date);
  doc.setModificationDate(meta.date);
  const standard = [
    StandardFonts.TimesRoman,
    StandardFonts.TimesRomanItalic,
    StandardFonts.HelveticaBold,
    StandardFonts.Helvetica,
  ];
  const [regular, italic, bold, sans] = await Promise.all(standard.map((font) => doc.embedFont(font)));
  return { doc, fonts: { regular, italic, bold, sans } };
}

/** Adds the running footer and "Page n of N" to every page and returns the file. */
export async function finishPdf(doc: PDFDocument, fonts: Fonts, footer: string): Promise<Uint8Array> {
  const pages = doc.getPages();
  const y = 40;
  const right = pageSize[0] - margin.side;
  pages.forEach((page, index) => {
    page.drawLine({
      start: { x: margin.side, y: y + 14 },
      end: { x: right, y: y + 14 },
      thickness: 0.5,
      color: colours.muted,
    });
    page.drawText(toPdfText(footer), { x: margin.side, y, font: fonts.sans, size: 9, color: colours.muted });
    const number = `Page ${index + 1} of ${pages.length}`;
    const width = fonts.sans.widthOfTextAtSize(number, 9);
    page.drawText(number, { x: right - width, y, font: fonts.sans, size: 9, color: colours.muted });
  });
  return doc.save({ useObjectStreams: true });
}
