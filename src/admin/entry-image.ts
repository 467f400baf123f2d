/**
 * The photo widget of the editor: Decap's own image widget, whose value is
 * written relative to the entry's file ("./photos/x.jpg"). Astro's image()
 * reads only a path written as "./photos/x.jpg" (or "../") that way: a bare
 * "photos/x.jpg" is taken for a package name. Decap joins a field's relative
 * public folder and the file name with path.join, which drops the "./".
 */
import { createElement, type ComponentType } from 'react';
import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { ENTRY_IMAGE_WIDGET } from './config/fields.ts';

export function writtenBesideEntry(value: unknown): unknown {
  if (typeof value !== 'string' || value === '') return value;
  if (/^(?:\.{1,2}\/|\/|[a-z]+:)/i.test(value)) return value;
  return `./${value}`;
}

export function registerEntryImage(cms: CMS): void {
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
