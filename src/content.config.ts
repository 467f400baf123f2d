// Every collection of the school's content, bound to its loader and its kind's schema
// (src/lib/content/collections.ts). Only the rules a page needs are checked (at least one entry where
// a page shows a list), never the specification's exact counts, so the site can grow with the school:
// those are checked on the sample content only (tests/build/sample-content.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { defineCollection, type SchemaContext } from 'astro:content';
import type { BaseSchema } from 'astro/content/config';
import {
  CONTENT,
  folderCollections,
  SITE_FILE,
  translatableFieldsOf,
  type FolderCollection,
} from './lib/content/collections';
import { makeSchemas } from './lib/content/schemas';
import { makeSiteDetailsSchema } from './lib/content/site-details';
import { coverPathFromEntry, ensurePdfCover } from './lib/content/pdf-covers';
import { localeFile, localeFolders } from './content-loaders/locale-loaders';
import { describeAddressProblem } from './lib/content/pages';
import { mp4Problem } from './features/sign-video/whole-mp4';

const publicFileExists = (sitePath: string) => existsSync(join(process.cwd(), 'public', sitePath));
const publicVideoProblem = (sitePath: string) =>
  mp4Problem(readFileSync(join(process.cwd(), 'public', sitePath)));
const toolsWith = ({ image }: SchemaContext) => ({ image, publicFileExists, publicVideoProblem });
const schemasWith = (context: SchemaContext) => makeSchemas(toolsWith(context));

/**
 * The picture of a PDF's first page, as `cover`, drawn before the schema runs: Astro's image() only
 * optimises a file that exists when the entry is parsed. A wrong or missing PDF is left to the schema.
 */
async function withCover(data: Record<string, unknown>, entryFile: string) {
  const file = data.file;
  if (typeof file !== 'string' || !publicFileExists(file)) return data;
  return { ...data, cover: coverPathFromEntry(entryFile, await ensurePdfCover(process.cwd(), file)) };
}

/** The PDFs' names, sizes and times: a replaced PDF gets a new cover though its entry did not change. */
function pdfStamp(folder: string) {
  return () => {
    const pdfs = join(process.cwd(), 'public', folder);
    if (!existsSync(pdfs)) return '';
    return readdirSync(pdfs)
      .map((name) => {
        const { size, mtimeMs } = statSync(join(pdfs, name));
        return `${name}:${size}:${mtimeMs}`;
      })
      .join();
  };
}

type FolderName = keyof typeof folderCollections;
// Each collection's own schema type, so CollectionEntry<'activities'> has an activity's fields. Extract:
// TypeScript cannot see that the schema a generic kind picks is one Astro accepts.
type KindSchema<N extends FolderName> = Extract<
  ReturnType<typeof schemasWith>[(typeof folderCollections)[N]['kind']],
  BaseSchema
>;

/** A folder collection: its loader, with cover pictures for a PDF list, and its kind's schema. */
function folderCollection<N extends FolderName>(name: N) {
  const { folder, format, count, pdf }: FolderCollection = folderCollections[name];
  const loader = localeFolders(`${CONTENT}/${folder}`, format, {
    count,
    translatableFields: translatableFieldsOf(name),
    // A page's file is named by its address: checked here, where the file's name is known.
    check: name === 'pages' ? (source, data) => describeAddressProblem(source, data.address) : undefined,
    ...(pdf && { prepare: withCover, digestExtra: pdfStamp(folder) }),
  });
  return defineCollection<KindSchema<N>, typeof loader>({
    loader,
    schema: (context) => schemasWith(context)[folderCollections[name].kind] as KindSchema<N>,
  });
}

// Object.fromEntries loses each name's own schema type, which CollectionEntry<'activities'> needs.
const folders = Object.fromEntries(
  Object.keys(folderCollections).map((name) => [name, folderCollection(name as FolderName)]),
) as { [N in FolderName]: ReturnType<typeof folderCollection<N>> };

export const collections = {
  site: defineCollection({
    loader: localeFile(SITE_FILE, 'site', { translatableFields: translatableFieldsOf('site') }),
    schema: (context) => makeSiteDetailsSchema(toolsWith(context)),
  }),
  ...folders,
};
