/**
 * The whole configuration of the web editor, as pure data: src/admin/
 * start-editor.ts hands it to Decap CMS, and unit tests read it without a
 * browser. Nothing is read from a config.yml file (`load_config_file: false`).
 */
import type { CmsConfig } from 'decap-cms-core';
import { localBackendUrl, LOCAL_BACKEND_HOST, type EditorSettings } from '../../lib/cms/editor-settings.ts';
import { editorCollections } from './collections.ts';
import { defaultLocale, locales } from '../../i18n/locales.ts';
import { messagesCollection } from './messages.ts';

/**
 * Where the editor saves. Local: decap-server on this machine (`npm run cms`)
 * writes the working copy; Decap's `local_backend` finds it and talks to it
 * as its "proxy" backend, and naming that backend here too means a stopped
 * decap-server shows an error instead of a GitHub sign-in that cannot work.
 * Published: every change is a branch and pull request in the GitHub
 * repository until someone publishes it (the editorial workflow), after
 * staff sign in with GitHub through the OAuth helper at `authUrl`.
 */
function backendOf(settings: EditorSettings): Pick<CmsConfig, 'backend' | 'local_backend' | 'publish_mode'> {
  switch (settings.mode) {
    case 'local': {
      // No publish_mode: decap-server's file mode, the one that leaves the
      // working copy's Git alone, offers only "Publish now" (docs/cms.md).
      const url = localBackendUrl(settings.port);
      return {
        backend: { name: 'proxy', proxy_url: url },
        local_backend: { url, allowed_hosts: [LOCAL_BACKEND_HOST, 'localhost'] },
      };
    }
    case 'github':
      return {
        backend: { name: 'github', repo: settings.repo, branch: settings.branch, base_url: settings.authUrl },
        local_backend: false,
        // Drafts and review: each change is a branch and a pull request,
        // saved as a draft, set "In review" and published by a second person.
        publish_mode: 'editorial_workflow',
      };
    case 'unconfigured':
      throw new Error('the editor has no backend: see docs/cms.md');
  }
}

export function buildEditorConfig(settings: EditorSettings): CmsConfig {
  return {
    ...backendOf(settings),
    load_config_file: false,
    // Every field that takes a file names its own folder (src/admin/config/
    // fields.ts); this is only where the editor's "Media" page looks.
    media_folder: 'public/newsletters',
    public_folder: '/newsletters',
    show_preview_links: false,
    // File names from titles in Latin letters only ("Café" gives "cafe"): a
    // Gujarati title gives no letters, so a page's address is the staff's own.
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    // Every entry in every locale, side by side: one file per locale in a
    // folder per locale ("activities/gu/science.md"), unless a collection
    // keeps its locales in one file (the school's details).
    i18n: { structure: 'multiple_folders', locales: [...locales], default_locale: defaultLocale },
    editor: { preview: false },
    collections: [...editorCollections(), messagesCollection()],
  };
}
