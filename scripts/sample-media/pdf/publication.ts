// What a sample newsletter or document is made of, and how it becomes a PDF.
// The texts live in ../texts/, one module per publication.
import { renderSamplePhoto } from '../render-photo.ts';
import { PdfComposer } from './composer.ts';
import { createPdf, finishPdf } from './pdf-file.ts';

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'box'; title: string; entries: string[] }
  | { kind: 'quote'; text: string; by: string }
  | { kind: 'photo'; name: string; alt: string; caption: string; widthShare?: number }
  | { kind: 'pageBreak' };

export interface Publication {
  /** Lower-case-hyphenated; also the PDF's file name. */
  id: string;
  /** The title shown on the website and in the PDF's metadata. */
  title: string;
  /** Written as YYYY-MM-DD. */
  date: string;
  summary: string;
  /** Small line above the masthead title. */
  kicker: string;
  mastheadTitle: string;
  issueLine: string;
  /** Running footer text. */
  footer: string;
  keywords: string[];
  blocks: Block[];
}

export const heading = (text: string): Block => ({ kind: 'heading', text });
export const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const box = (title: string, ...entries: string[]): Block => ({ kind: 'box', title, entries });
export const quote = (text: string, by: string): Block => ({ kind: 'quote', text, by });
export const photo = (name: string, alt: string, caption: string, widthShare?: number): Block => ({
  kind: 'photo',
  name,
  alt,
  caption,
  widthShare,
});
export const pageBreak: Block = { kind: 'pageBreak' };

export interface Publisher {
  trust: string;
  schoolName: string;
}

export async function renderPublication(publication: Publication, publisher: Publisher): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({
    title: publication.title,
    author: publisher.trust,
    subject: publication.summary,
    keywords: publication.keywords,
    language: 'en-IN',
    date: new Date(`${publication.date}T09:00:00Z`),
  });
  const composer = new PdfComposer(doc, fonts);
  composer.masthead(
    publisher.schoolName,
    publication.mastheadTitle,
    publication.issueLine,
    `Published by ${publisher.trust}. Sample text written for the website - replace with the school's own.`,
  );
  for (const block of publication.blocks) {
    switch (block.kind) {
      case 'heading':
        composer.heading(block.text);
        break;
      case 'paragraph':
        composer.paragraph(block.text);
        break;
      case 'list':
        composer.list(block.items);
        break;
      case 'box':
        composer.box(block.title, block.entries);
        break;
      case 'quote':
        composer.quote(block.text, block.by);
        break;
      case 'photo': {
        const jpeg = await renderSamplePhoto({
          fileName: `${block.name}.jpg`,
          alt: block.alt,
          width: 1200,
          height: 800,
          quality: 66,
        });
        await composer.photo(jpeg, block.caption, block.widthShare);
        break;
      }
      case 'pageBreak':
        composer.newPage();
        break;
    }
  }
  return finishPdf(doc, fonts, publication.footer);
}
