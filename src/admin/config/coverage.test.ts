// The editor must cover the site's content: every collection of
// src/content.config.ts and every field of its schema, so a field or a
// collection added to the site cannot be forgotten in the editor, and each
// field is translated exactly when the schema says it holds words.
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import type { CmsCollection } from 'decap-cms-core';
import type { SchemaContext } from 'astro:content';
import { collections } from '../../content.config';
import {
  CONTENT,
  folderCollections,
  shapes,
  translatableFieldsOf,
  SITE_FILE,
} from '../../lib/content/collections';
import { readEditorSettings } from '../../lib/cms/editor-settings';
import { buildEditorConfig, menu, photoPlaceOf } from './editor-config';
import { itemFields, type EditorField, type EntryKind } from './editor-fields';

/** Every collection the editor edits, by the site's collection name. */
const menuNames = Object.keys(menu) as (keyof typeof menu)[];
const editedCollectionNames = ['site' as const, ...menuNames];

/** Fields the build adds to an entry; staff never write them. */
const ADDED_BY_BUILD = ['cover'];

type SiteCollection = keyof typeof collections;
const siteCollectionNames = Object.keys(collections) as SiteCollection[];

/** The schema the build checks a collection by, photos as text as in the editor, as JSON Schema. */
function buildSchemaOf(name: SiteCollection) {
  const schema = collections[name].schema as (context: SchemaContext) => z.ZodType;
  return jsonSchemaOf(schema({ image: () => z.string() } as unknown as SchemaContext));
}

const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const editorKindOf = (name: SiteCollection) => (name === 'site' ? name : folderCollections[name].kind);

/** Every field path a schema holds ("photos.alt", "address.city"), build-added fields aside. */
function schemaFieldPaths(schema: z.ZodType, prefix = ''): string[] {
  if (schema instanceof z.ZodOptional) return schemaFieldPaths(schema.unwrap() as z.ZodType, prefix);
  // A value cleaned before it is checked (z.preprocess): its fields are the checked schema's.
  if (schema instanceof z.ZodPipe) return schemaFieldPaths(schema.out as z.ZodType, prefix);
  if (schema instanceof z.ZodArray) return schemaFieldPaths(schema.element as z.ZodType, prefix);
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([name, inner]) => {
    if (prefix === '' && ADDED_BY_BUILD.includes(name)) return [];
    const path = `${prefix}${name}`;
    const nested = schemaFieldPaths(inner, `${path}.`);
    return nested.length > 0 ? nested : [path];
  });
}

type DecapField = EditorField & { i18n?: boolean; fields?: DecapField[] };

/** Every field path the editor edits, the Markdown body aside, with whether it is translated. */
function editorFields(fields: readonly DecapField[], prefix = ''): [string, boolean][] {
  return fields.flatMap((field): [string, boolean][] => {
    if (prefix === '' && field.name === 'body' && field.widget === 'markdown') return [];
    const path = `${prefix}${field.name}`;
    if (field.fields) return editorFields(field.fields, `${path}.`);
    return [[path, field.i18n === true]];
  });
}

const config = buildEditorConfig(readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: '8081' }));
const collectionNamed = (name: string) =>
  config.collections.find((collection) => collection.name === name || collection.files?.[0]?.name === name);
const fieldsOf = (collection: CmsCollection | undefined) =>
  (collection?.files?.[0]?.fields ?? collection?.fields ?? []) as DecapField[];

describe('the editor covers the site content', () => {
  it('edits every collection of src/content.config.ts once', () => {
    expect(siteCollectionNames).toContain('newsletters');
    expect([...editedCollectionNames].sort()).toEqual([...siteCollectionNames].sort());
  });

  it.each(siteCollectionNames)('edits %s with the schema the build checks it by', (name) => {
    expect(jsonSchemaOf(shapes[editorKindOf(name)])).toEqual(buildSchemaOf(name));
  });

  it('edits each folder collection in the folder its loader reads, one folder per locale', () => {
    for (const name of menuNames) {
      const collection = collectionNamed(name);
      expect(collection?.folder).toBe(`${CONTENT}/${folderCollections[name].folder}`);
      expect(collection?.i18n, name).toBe(true);
    }
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: ['en', 'gu'],
      default_locale: 'en',
    });
    expect(collectionNamed('site')?.files?.[0]?.file).toBe(SITE_FILE);
  });

  it.each(Object.keys(shapes) as EntryKind[])(
    'has an editor field for every field of the %s schema, and no other',
    (kind) => {
      const schema = shapes[kind];
      const fields = itemFields(kind, photoPlaceOf('x'));
      const paths = editorFields(fields as DecapField[]).map(([path]) => path);
      expect(paths.sort()).toEqual(schemaFieldPaths(schema as z.ZodType).sort());
    },
  );

  it.each(editedCollectionNames)('translates exactly the translatable fields of %s, and its text', (name) => {
    const translatable = translatableFieldsOf(name).map((path) => path.replaceAll('.*', ''));
    const fields = fieldsOf(collectionNamed(name));
    const translated = editorFields(fields)
      .filter(([, i18n]) => i18n)
      .map(([path]) => path);
    expect(translated.sort(), name).toEqual(translatable.sort());
    const body = fields.find((field) => field.name === 'body');
    if (body) expect(body.i18n, `${name} body`).toBe(true);
  });

  it('edits the text of every Markdown entry', () => {
    for (const [name, collection] of Object.entries(folderCollections)) {
      if (collection.format !== 'md') continue;
      expect(fieldsOf(collectionNamed(name)).find((field) => field.name === 'body')?.widget, name).toBe(
        'markdown',
      );
    }
  });
});

describe('the editor configuration', () => {
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

  it('names a photo from the entry file in its locale folder, as Astro reads it', () => {
    expect(photoPlaceOf('activities')).toEqual({
      media: 'src/content/activities/photos',
      public: '../photos',
    });
    expect(photoPlaceOf('home/cards')).toEqual({ media: 'src/content/home/photos', public: '../../photos' });
  });

  it('names every photo as Astro reads it: Decap joins a "../" folder and the file name into "../x/y.jpg"', () => {
    const photoFolders = (fields: readonly DecapField[]): string[] =>
      fields.flatMap((field) => [
        ...(field.widget === 'image' ? [String(field.public_folder)] : []),
        ...photoFolders(field.fields ?? []),
      ]);
    const folders = config.collections.flatMap((collection) => photoFolders(fieldsOf(collection)));
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) expect(folder).toMatch(/^(\.\.\/)+[\w-]+$/);
  });

  it.each([
    ['pages', 'title', '{{title}} · /{{address}}'],
    ['news', 'title', '{{date}} · {{title}}'],
    ['newsletters', 'title', '{{issueDate}} · {{title}}'],
    ['homeTexts', 'title', '{{title}}'],
    ['banners', 'title', '{{title}}'],
    ['carousel', 'caption', '{{order}}. {{caption}}'],
    ['values', 'description', '{{order}}. {{description}}'],
    ['wellWishers', 'name', '{{order}}. {{name}}'],
  ])('names a new %s entry from its %s and lists it as %s', (name, nameFrom, summary) => {
    const collection = collectionNamed(name);
    expect(collection?.identifier_field).toBe(nameFrom);
    expect(collection?.summary).toBe(summary);
  });

  it('lets staff add and delete entries except where a page needs exactly the ones there are', () => {
    const fixed = config.collections.filter((collection) => collection.folder && !collection.create);
    expect(fixed.map((collection) => collection.name)).toEqual(['documents', 'homeTexts']);
  });

  it('gives every collection and file a unique name, as Decap requires', () => {
    const names = config.collections.flatMap((collection) => [
      collection.name,
      ...(collection.files ?? []).map((file) => `${collection.name}/${file.name}`),
    ]);
    expect(new Set(names).size).toBe(names.length);
  });
});
