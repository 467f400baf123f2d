// The editor must cover the site's content: every collection of
// src/content.config.ts and every field of its schema, so a field or a
// collection added to the site cannot be forgotten in the editor. The
// collections are read from src/content.config.ts itself (it needs Astro to
// run, so its text is read: each collection's name, the file or folder its
// loader reads and the schema it is checked by).
import { readFileSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { makeSchemas } from '../../lib/content/schemas';
import { makeSiteDetailsSchema } from '../../lib/content/site-details';
import { readEditorSettings } from '../../lib/cms/editor-settings';
import { buildEditorConfig } from './editor-config';
import { listSections, markdownFolders, siteDetailsFile } from './collections';
import { twinSchemas } from './twin-fields';
import { twinPathOf } from '../../lib/content/twins';
import { translatedLocales } from '../../i18n/locales';
import { itemFields, type EntryKind } from './item-fields';
import type { EditorField } from './fields';

/** Fields the loaders add to an entry; staff never write them. */
const ADDED_BY_LOADER = ['position', 'cover'];

interface SiteCollection {
  name: string;
  path: string;
  schema: string;
}

function siteCollections(): SiteCollection[] {
  const text = readFileSync('src/content.config.ts', 'utf8');
  const blocks = text.split(/\n {2}(?=\w+: defineCollection\()/).slice(1);
  return blocks.map((block) => {
    const name = /^(\w+):/.exec(block)?.[1];
    const path = /loader: \w+\(\{?\s*(?:path: )?'([^']+)'/.exec(block)?.[1];
    const schema =
      /schemasWith\(context\)\.(\w+)/.exec(block)?.[1] ??
      (/makeSiteDetailsSchema/.test(block) ? 'siteDetails' : undefined);
    if (!name || !path || !schema)
      throw new Error(`cannot read this collection of src/content.config.ts:\n${block}`);
    return { name, path, schema };
  });
}

const schemas: Record<string, z.ZodType> = {
  ...makeSchemas({ image: () => z.string(), publicFileExists: () => true }),
  siteDetails: makeSiteDetailsSchema(() => z.string()),
};

/** Every field path a schema holds ("photos.alt", "address.city"), loader-added fields aside. */
function schemaFieldPaths(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional) return schemaFieldPaths(schema.unwrap() as z.ZodType, prefix);
  if (schema instanceof z.ZodArray) return schemaFieldPaths(schema.element as z.ZodType, prefix);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, inner]) => {
    if (prefix === '' && ADDED_BY_LOADER.includes(name)) return [];
    const path = `${prefix}${name}`;
    const nested = schemaFieldPaths(inner, `${path}.`);
    return nested.length > 0 ? nested : [path];
  });
}

/** Every field path the editor edits, the Markdown body aside. */
function editorFieldPaths(fields: readonly EditorField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    if (prefix === '' && field.name === 'body' && field.widget === 'markdown') return [];
    const path = `${prefix}${field.name}`;
    if ('fields' in field && field.fields) return editorFieldPaths(field.fields, `${path}.`);
    return [path];
  });
}

interface EditedCollection {
  name: string;
  path: string;
  kind: EntryKind;
  fields: EditorField[];
}

function editedCollections(): EditedCollection[] {
  const lists = listSections.flatMap((section) =>
    section.files.map((file) => ({
      name: file.collection,
      path: file.path,
      kind: file.kind,
      fields: itemFields[file.kind](file.path.slice(0, file.path.lastIndexOf('/'))),
    })),
  );
  const folders = markdownFolders.map((folder) => ({
    name: folder.collection,
    path: folder.path,
    kind: folder.kind,
    fields: itemFields[folder.kind](folder.path),
  }));
  const site = {
    name: siteDetailsFile.collection,
    path: siteDetailsFile.path,
    kind: 'siteDetails' as const,
    fields: itemFields.siteDetails('src/content/site'),
  };
  return [site, ...lists, ...folders];
}

describe('the editor covers the site content', () => {
  const site = siteCollections();
  const edited = editedCollections();

  it('reads the collections of src/content.config.ts', () => {
    expect(site.map((collection) => collection.name)).toContain('newsletters');
    expect(site.length).toBeGreaterThanOrEqual(19);
  });

  it('edits every collection once, at the file or folder its loader reads, with the fields of its schema', () => {
    expect(edited.map((collection) => collection.name).sort()).toEqual(
      site.map((collection) => collection.name).sort(),
    );
    for (const collection of site) {
      const match = edited.find((candidate) => candidate.name === collection.name);
      expect(match?.path, collection.name).toBe(collection.path);
      expect(match?.kind, collection.name).toBe(collection.schema);
    }
  });

  it.each(Object.keys(itemFields))(
    'has an editor field for every field of the %s schema, and no other',
    (kind) => {
      const schema = schemas[kind];
      expect(schema, `no schema named ${kind}`).toBeDefined();
      const fields = itemFields[kind as EntryKind]('src/content/x');
      expect(editorFieldPaths(fields).sort()).toEqual(schemaFieldPaths(schema as z.ZodType).sort());
    },
  );

  it('edits the text of every Markdown entry', () => {
    for (const folder of markdownFolders) {
      const body = itemFields[folder.kind](folder.path).find((field) => field.name === 'body');
      expect(body?.widget, folder.collection).toBe('markdown');
    }
  });
});

describe('the editor covers the translated twins', () => {
  const config = buildEditorConfig(readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: '8081' }));
  /** Each file or folder the editor edits, with the field paths it edits there. */
  const edited = new Map(
    config.collections.flatMap((collection) =>
      collection.files
        ? collection.files.map((file) => [file.file, editorFieldPaths(file.fields as EditorField[])] as const)
        : [[collection.folder ?? '', editorFieldPaths(collection.fields as EditorField[])] as const],
    ),
  );
  /** A list file is edited through one list field, `items`, holding the entry's fields. */
  const entryPaths = (paths: string[] | undefined) =>
    paths?.map((path) => path.replace(/^items\./, '')).sort();

  it.each(
    translatedLocales.flatMap((locale) =>
      editedCollections().map((collection) => [locale, collection] as const),
    ),
  )('edits the %s twin of %o with exactly the words its twin schema holds', (locale, collection) => {
    const isFolder = !collection.path.endsWith('.json');
    const twinPath = isFolder ? `${collection.path}/${locale}` : twinPathOf(collection.path, locale);
    const wanted = schemaFieldPaths(twinSchemas[collection.kind]).sort();
    expect(entryPaths(edited.get(twinPath)), twinPath).toEqual(wanted);
  });
});

describe('the editor configuration', () => {
  const config = buildEditorConfig(readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: '8081' }));

  it('reads no config.yml and talks to decap-server on this machine only in local mode', () => {
    expect(config.load_config_file).toBe(false);
    expect(config.local_backend).toEqual({
      url: 'http://127.0.0.1:8081/api/v1',
      allowed_hosts: ['127.0.0.1', 'localhost'],
    });
  });

  it('saves to GitHub through the OAuth helper on the published site', () => {
    const published = buildEditorConfig(
      readEditorSettings({
        PUBLIC_CMS_GITHUB_REPO: 'school/site',
        PUBLIC_CMS_AUTH_URL: 'https://auth.example.org',
      }),
    );
    expect(published.backend).toEqual({
      name: 'github',
      repo: 'school/site',
      branch: 'main',
      base_url: 'https://auth.example.org',
    });
    expect(published.local_backend).toBe(false);
  });

  it('never reads Markdown files in subfolders (the Gujarati twins in gu/)', () => {
    const folders = config.collections.filter((collection) => collection.folder);
    expect(folders.map((collection) => collection.name).sort()).toEqual([
      'aboutTexts',
      'aboutTexts-gu',
      'activities',
      'activities-gu',
      'homeTexts',
      'homeTexts-gu',
    ]);
    for (const collection of folders) expect(collection.nested, collection.name).toBeUndefined();
  });

  it('gives every collection and file a unique name, as Decap requires', () => {
    const names = config.collections.flatMap((collection) => [
      collection.name,
      ...(collection.files ?? []).map((file) => `${collection.name}/${file.name}`),
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});
