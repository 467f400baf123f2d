// Where the editor at /admin reads and writes, from PUBLIC_CMS_* (docs/cms.md): `npm run cms` sets a local port
// (decap-server edits the working copy); a published site a GitHub repository and sign-in helper (every save a
// commit); with neither, /admin says how to set it up.
export type EditorSettings =
  | { mode: 'local'; port: number }
  | { mode: 'github'; repo: string; branch: string; authUrl: string }
  | { mode: 'unconfigured' };

/** The host decap-server listens on: never every interface (see scripts/cms.ts). */
export const LOCAL_BACKEND_HOST = '127.0.0.1';

/** The id of /admin's note for a copy of the site where the editor is not set up. */
export const EDITOR_NOT_SET_UP_ID = 'editor-not-set-up';
/** The id of /admin's status line while Decap downloads, or when it could not. */
export const EDITOR_STATUS_ID = 'editor-status';

/** `env`: as Vite gives it (import.meta.env, loadEnv). */
export function readEditorSettings(env: Record<string, string | boolean | undefined>): EditorSettings {
  const read = (name: string) => (typeof env[name] === 'string' ? env[name].trim() : '');
  const port = read('PUBLIC_CMS_LOCAL_PORT');
  if (port) {
    const number = Number(port);
    if (!Number.isInteger(number) || number < 1 || number > 65535) {
      throw new Error(`PUBLIC_CMS_LOCAL_PORT must be a port number, not "${port}"`);
    }
    return { mode: 'local', port: number };
  }
  const repo = read('PUBLIC_CMS_GITHUB_REPO');
  if (!repo) return { mode: 'unconfigured' };
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    throw new Error(`PUBLIC_CMS_GITHUB_REPO must be "owner/name", not "${repo}"`);
  }
  const authUrl = read('PUBLIC_CMS_AUTH_URL');
  if (!/^https:\/\/[^/]+/.test(authUrl)) {
    throw new Error('PUBLIC_CMS_AUTH_URL must be the https:// address of the GitHub sign-in helper');
  }
  return { mode: 'github', repo, branch: read('PUBLIC_CMS_GITHUB_BRANCH') || 'main', authUrl };
}

/** The origin the editor talks to from the browser: decap-server here, or GitHub's API. */
export function editorBackendOrigin(settings: EditorSettings): string | undefined {
  if (settings.mode === 'local') return `http://${LOCAL_BACKEND_HOST}:${settings.port}`;
  return settings.mode === 'github' ? 'https://api.github.com' : undefined;
}
