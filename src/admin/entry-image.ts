/**
 * The photo widget of the editor: Decap's own image widget, whose value is
 * written relative to the entry's file ("./photos/x.jpg"), the way Astro's
 * image() reads it (src/admin/config/entry-path.ts).
 */
import { createElement, type ComponentType } from 'react';
import type { CMS, CmsWidgetControlProps, CmsWidgetPreviewProps } from 'decap-cms-core';
import { ENTRY_IMAGE_WIDGET } from './config/fields.ts';
import { writtenBesideEntry } from './config/entry-path.ts';

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
