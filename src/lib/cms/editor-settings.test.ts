import { describe, expect, it } from 'vitest';
import { editorBackendOrigin, readEditorSettings } from './editor-settings';

describe('readEditorSettings', () => {
  it('uses decap-server on this machine when npm run cms gives its port', () => {
    const settings = readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: '8091', PUBLIC_CMS_GITHUB_REPO: 'a/b' });
    expect(settings).toEqual({ mode: 'local', port: 8091 });
    expect(editorBackendOrigin(settings)).toBe('http://127.0.0.1:8091');
  });

  it('saves to GitHub on a published site, on main unless told otherwise', () => {
    expect(
      readEditorSettings({
        PUBLIC_CMS_GITHUB_REPO: 'school/site',
        PUBLIC_CMS_AUTH_URL: 'https://auth.example.org',
      }),
    ).toEqual({ mode: 'github', repo: 'school/site', branch: 'main', authUrl: 'https://auth.example.org' });
  });

  it('is not set up with neither, and refuses settings that cannot work', () => {
    expect(readEditorSettings({})).toEqual({ mode: 'unconfigured' });
    expect(() => readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: 'eighty' })).toThrow('must be a port number');
    expect(() => readEditorSettings({ PUBLIC_CMS_GITHUB_REPO: 'just-a-name' })).toThrow('"owner/name"');
    expect(() => readEditorSettings({ PUBLIC_CMS_GITHUB_REPO: 'a/b' })).toThrow('PUBLIC_CMS_AUTH_URL');
  });
});
