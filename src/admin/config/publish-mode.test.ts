// How a change goes live: on the published site through review (Decap's
// editorial workflow, a branch and pull request per change); with
// `npm run cms` at once, since decap-server's file mode has no workflow
// (docs/cms.md says why the Git mode is not used).
import { describe, expect, it } from 'vitest';
import { readEditorSettings } from '../../lib/cms/editor-settings';
import { buildEditorConfig } from './editor-config';

describe('publishing', () => {
  it('goes through drafts and review on the published site', () => {
    const published = buildEditorConfig(
      readEditorSettings({
        PUBLIC_CMS_GITHUB_REPO: 'school/site',
        PUBLIC_CMS_AUTH_URL: 'https://auth.example.org',
      }),
    );
    expect(published.publish_mode).toBe('editorial_workflow');
  });

  it('saves at once on this computer (npm run cms)', () => {
    const local = buildEditorConfig(readEditorSettings({ PUBLIC_CMS_LOCAL_PORT: '8081' }));
    expect(local.publish_mode).toBeUndefined();
  });
});
