/** Starts the web editor on /admin (src/pages/admin/index.astro): Decap CMS loads only when the editor has a backend. */
import { EDITOR_NOT_SET_UP_ID, EDITOR_STATUS_ID, readEditorSettings } from '../lib/cms/editor-settings.ts';
import { buildEditorConfig, JSON_FORMAT, jsonFileFormat } from './config/editor-config.ts';
import { registerPreviews } from './preview/EntryPreview.tsx';
import { guardDeletes } from './files/guard-deletes.ts';

async function startEditor(): Promise<void> {
  const settings = readEditorSettings(import.meta.env);
  if (settings.mode === 'unconfigured') {
    document.getElementById(EDITOR_NOT_SET_UP_ID)?.removeAttribute('hidden');
    return;
  }
  // Decap is over 1 MB: on a school's slow line the page says why it is still empty, or that it failed.
  const status = document.getElementById(EDITOR_STATUS_ID) ?? document.createElement('p');
  status.textContent = 'Loading the editor: a large download, which can take a minute…';
  const decap = await import('decap-cms-app').catch(() => null);
  if (!decap) {
    status.textContent =
      'The editor could not be downloaded. Check the internet connection, then reload this page.';
    return;
  }
  status.remove();
  const { default: cms } = decap;
  cms.registerCustomFormat(JSON_FORMAT, 'json', jsonFileFormat);
  registerPreviews(cms);
  // The two backends buildEditorConfig names: decap-server locally, GitHub when published.
  guardDeletes(cms, ['proxy', 'github']);
  cms.init({ config: buildEditorConfig(settings) });
}

void startEditor();
