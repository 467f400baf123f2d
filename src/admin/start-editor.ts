/**
 * Starts the web editor on /admin (src/pages/admin/index.astro): Decap CMS is loaded only when the
 * editor has a backend, with the site's JSON format, photo widget, previews and guard on deletes.
 */
import { EDITOR_NOT_SET_UP_ID, readEditorSettings } from '../lib/cms/editor-settings.ts';
import { buildEditorConfig } from './config/editor-config.ts';
import { JSON_FORMAT, jsonFileFormat } from './formats.ts';
import { registerEntryImage } from './entry-image.ts';
import { registerPreviews } from './preview/EntryPreview.tsx';
import { guardDeletes } from './files/guard-deletes.ts';

async function startEditor(): Promise<void> {
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

void startEditor();
