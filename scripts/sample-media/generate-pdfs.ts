// Writes the sample newsletters and documents as PDFs into public/, and the
// English entries the site reads them from (one file each in en/; the
// Gujarati words in gu/ are left alone), checked with the site's own schemas
// so a mistake here fails now rather than in the build.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { z } from 'astro/zod';
import { makeSchemas } from '../../src/lib/content/schemas.ts';
import { renderPublication, type Publication, type Publisher } from './pdf/publication.ts';

type Schemas = ReturnType<typeof makeSchemas<z.ZodString>>;
type NewsletterEntry = z.input<Schemas['newsletter']>;
type DocumentEntry = z.input<Schemas['document']>;

export interface PdfRunOptions {
  root: string;
  publicDir: string;
  publisher: Publisher;
  newsletters: Publication[];
  documents: Publication[];
}

export interface PdfReport {
  file: string;
  pages: number;
  bytes: number;
}

async function writeJson(path: string, data: unknown): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, `${JSON.stringify(data, null, 2)}\n`);
}

async function writePdf(publicDir: string, sitePath: string, bytes: Uint8Array): Promise<PdfReport> {
  const path = join(publicDir, sitePath);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, bytes);
  const pages = (await PDFDocument.load(bytes)).getPageCount();
  return { file: sitePath, pages, bytes: bytes.length };
}

export async function generatePdfs(options: PdfRunOptions): Promise<PdfReport[]> {
  const { root, publicDir, publisher } = options;
  const reports: PdfReport[] = [];
  const newsletterEntries: [string, NewsletterEntry][] = [];
  const documentEntries: [string, DocumentEntry][] = [];

  for (const issue of options.newsletters) {
    const file = `/newsletters/${issue.id}.pdf`;
    reports.push(await writePdf(publicDir, file, await renderPublication(issue, publisher)));
    newsletterEntries.push([
      issue.id,
      {
        order: newsletterEntries.length + 1,
        title: issue.title,
        issueDate: issue.date,
        summary: issue.summary,
        file,
      },
    ]);
  }
  for (const document of options.documents) {
    const file = `/documents/${document.id}.pdf`;
    reports.push(await writePdf(publicDir, file, await renderPublication(document, publisher)));
    documentEntries.push([
      document.id,
      { order: documentEntries.length + 1, title: document.title, summary: document.summary, file },
    ]);
  }

  const schemas = makeSchemas({
    image: () => z.string(),
    publicFileExists: (sitePath) => existsSync(join(publicDir, sitePath)),
  });
  for (const [id, entry] of newsletterEntries) {
    schemas.newsletter.parse(entry);
    await writeJson(join(root, 'newsletters', 'en', `${id}.json`), entry);
  }
  for (const [id, entry] of documentEntries) {
    schemas.document.parse(entry);
    await writeJson(join(root, 'documents', 'en', `${id}.json`), entry);
  }
  return reports;
}
