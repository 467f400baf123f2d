// The preview pane: a template for every collection the editor previews,
// (the site's stylesheet in it is checked in tests/cms/preview.spec.ts),
// and each shows the entry's words in the language being edited.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CMS } from 'decap-cms-core';
import { buildEditorConfig, previewShapes, type PreviewShape } from '../config/editor-config';
import { readEditorSettings } from '../../lib/cms/editor-settings';
import { EntryPreview, registerPreviews, type PreviewProps } from './EntryPreview';

/** The collections issue #25 asks a preview for. */
const PREVIEWED = ['pages', 'activities', 'aboutTexts', 'homeTexts', 'news', 'newsletters'];

const config = buildEditorConfig(readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: '8081' }));

/** The preview of a Gujarati entry, with the English entry in the editor's draft, as Decap hands them. */
function preview(
  shape: PreviewShape,
  translatableFields: string[],
  gujarati: object,
  english: object,
): string {
  const props = {
    entry: { get: () => ({ toJS: () => gujarati }) },
    state: { entryDraft: { getIn: () => ({ toJS: () => english }) } },
    locale: 'gu',
    fields: [],
    getAsset: (path: string) => `/media/${path}`,
    widgetFor: () => <p>લખાણ</p>,
  } as unknown as PreviewProps;
  return renderToStaticMarkup(
    <EntryPreview shape={shape} translatableFields={translatableFields} props={props} />,
  );
}

function registered(): string[] {
  const templates: string[] = [];
  registerPreviews({
    registerPreviewTemplate: (name: string) => templates.push(name),
    registerPreviewStyle: () => {},
  } as unknown as CMS);
  return templates;
}

describe('the preview pane', () => {
  it('has a template for each collection it is asked for', () => {
    expect(registered()).toEqual(expect.arrayContaining(PREVIEWED));
  });

  it('is on exactly for the collections with a template, and every field it shows is one of theirs', () => {
    const templates = registered();
    for (const collection of config.collections) {
      const previewed = collection.editor?.preview !== false;
      expect(previewed, collection.name).toBe(templates.includes(collection.name));
      const shape = previewShapes[collection.name];
      if (!shape) continue;
      const names = (collection.fields ?? []).map((field) => field.name);
      const shown = [shape.title, shape.lead, shape.date, shape.photos, shape.image, shape.file];
      for (const name of shown) if (name) expect(names, collection.name).toContain(name);
      if (shape.body) expect(names, collection.name).toContain('body');
    }
  });

  it('previews every collection the issue lists that the editor has', () => {
    const names = config.collections.map((collection) => collection.name);
    for (const name of PREVIEWED.filter((previewed) => names.includes(previewed))) {
      const collection = config.collections.find((candidate) => candidate.name === name);
      expect(collection?.editor?.preview, name).not.toBe(false);
    }
  });

  it('shows the words of the language being edited, marked with its language', () => {
    const gujarati = { title: 'રમતગમત દિવસ', tagline: 'દોડ', photos: [] };
    const english = { title: 'Sports day', tagline: 'Races', date: '2026-02-14', photos: [] };
    const html = preview(
      { title: 'title', lead: 'tagline', date: 'date', body: true },
      ['title', 'tagline'],
      gujarati,
      english,
    );
    expect(html).toContain('lang="gu"');
    expect(html).toContain('<h1>રમતગમત દિવસ</h1>');
    expect(html).toContain('ફેબ્રુઆરી');
    expect(html).toContain('<div class="prose"><p>લખાણ</p></div>');
  });

  it("keeps the photos and dates given once in English, with the locale's words over them", () => {
    const english = {
      title: 'Art',
      date: '2026-02-14',
      photos: [
        { src: '../photos/a.jpg', alt: 'Clay lamps' },
        { src: '../photos/b.jpg', alt: 'Paper flowers' },
      ],
    };
    const gujarati = { title: 'કલા', photos: [{ alt: 'માટીના દીવા' }] };
    const html = preview(
      { title: 'title', date: 'date', photos: 'photos' },
      ['title', 'photos.*.alt'],
      gujarati,
      english,
    );
    expect(html).toContain('<h1>કલા</h1>');
    expect(html).toContain('ફેબ્રુઆરી');
    expect(html).toContain('<img src="/media/../photos/a.jpg" alt="માટીના દીવા"/>');
    expect(html).toContain('<img src="/media/../photos/b.jpg" alt="Paper flowers"/>');
  });

  it('shows the English words where the locale has none yet, as the site does', () => {
    const html = preview({ title: 'title' }, ['title'], { title: '' }, { title: 'Art' });
    expect(html).toContain('<h1>Art</h1>');
  });
});
