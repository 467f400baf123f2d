/** Starts the web editor on /admin (src/pages/admin/index.astro): Decap CMS loads only when the editor has a backend. */
import { createElement, type ComponentType } from 'react';
import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { EDITOR_NOT_SET_UP_ID, readEditorSettings } from '../lib/cms/editor-settings.ts';
import { buildEditorConfig, JSON_FORMAT } from './config/editor-config.ts';
import { ENTRY_IMAGE_WIDGET } from './config/fields.ts';
import { registerPreviews } from './preview/EntryPreview.tsx';
import { guardDeletes } from './files/guard-deletes.ts';

/** JSON as staff and Prettier write it: two-space indentation and a final newline, which Decap's own JSON format drops. */
export const jsonFileFormat = {
  fromFile: (text: string) => JSON.parse(text) as Record<string, unknown>,
  toFile: (data: Record<string, unknown>) => `${JSON.stringify(data, null, 2)}\n`,
};

// Astro's image() reads "./photos/x.jpg" or "../", but takes a bare "photos/x.jpg" for a package name;
// Decap's image widget joins a relative public folder and the file name with path.join, dropping the "./".
export function writtenBesideEntry(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  if (/^(?:\.{1,2}\/|\/|[a-z]+:)/i.test(value)) return value;
  return `./${value}`;
}

/** The photo widget: Decap's own image widget, its value written relative to the entry's file. */
function registerEntryImage(cms: CMS): void {
  const image = cms.getWidget('image') as unknown as
    | { control: ComponentType<CmsWidgetControlProps>; preview: ComponentType<CmsWidgetPreviewProps> }
    | undefined;
  if (!image) throw new Error('Decap CMS has no image widget to build the photo widget on');
  // React 19 passes `ref` as a prop: spreading the props hands Decap's ref to
  // the image control, which Decap asks whether the value is valid.
  const control = (props: CmsWidgetControlProps) =>
    createElement(image.control, {
      ...props,
      onChange: (value: unknown) => props.onChange(writtenBesideEntry(value)),
    });
  cms.registerWidget(ENTRY_IMAGE_WIDGET, control, image.preview);
}

export async function startEditor(): Promise<void> {
  const settings = readEditorSettings(import.meta.env);
  if (settings.mode === 'unconfigured') {
    document.getElementById(EDITOR_NOT_SET_UP_ID)?.removeAttribute('hidden');
    return;
  }
  const { default: cms } = await import('decap-cms-app');
  cms.registerCustomFormat(JSON_FORMAT, 'json', jsonFileFormat);
  registerEntryImage(cms);
  registerPreviews(cms);
  // The two backends buildEditorConfig names: decap-server locally, GitHub when published.
  guardDeletes(cms, ['proxy', 'github']);
  cms.init({ config: buildEditorConfig(settings) });
}
