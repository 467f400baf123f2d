/** Starts the web editor on /admin (src/pages/admin/index.astro): Decap CMS loads only when the editor has a backend. */
import { EDITOR_NOT_SET_UP_ID, readEditorSettings } from '../lib/cms/editor-settings.ts';
import { buildEditorConfig, JSON_FORMAT, jsonFileFormat } from './config/editor-config.ts';
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
  registerPreviews(cms);
  // The two backends buildEditorConfig names: decap-server locally, GitHub when published.
  guardDeletes(cms, ['proxy', 'github']);
  cms.init({ config: buildEditorConfig(settings) });
}

void startEditor();
