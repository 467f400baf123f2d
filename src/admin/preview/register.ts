/**
 * The editor's preview pane: the site's own stylesheet (its tokens, type and
 * prose styles, the Gujarati font and line height) inside the pane, and a
 * template for each collection named in shapes.ts. Loaded with the editor
 * only (start-editor.ts), so no visitor's page carries any of it.
 */
import { createElement } from 'react';
import type { CMS } from 'decap-cms-core';
import siteStyles from '../../styles/global.css?inline';
import { EntryPreview, type PreviewProps } from './EntryPreview.tsx';
import { previewShapes } from './shapes.ts';

export function registerPreviews(cms: CMS): void {
  cms.registerPreviewStyle(siteStyles, { raw: true });
  for (const [collection, shape] of Object.entries(previewShapes)) {
    cms.registerPreviewTemplate(collection, (props: PreviewProps) =>
      createElement(EntryPreview, { shape, props }),
    );
  }
}
