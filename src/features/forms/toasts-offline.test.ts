// @vitest-environment jsdom
// The toast code loads at the first use of a form. Offline then, the import fails: the message is
// still announced, and the next toast tries the import again instead of failing until a reload.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.doUnmock('notyf');
  vi.resetModules();
});

describe('toasts whose code could not be fetched', () => {
  it('load at the next toast once the connection is back', async () => {
    let online = false;
    vi.doMock('notyf', async (original) => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return original<object>();
    });
    const { prepareToasts, showToast } = await import('./toasts.ts');
    await expect(prepareToasts()).resolves.toBeNull();
    online = true;
    showToast('error', 'Could not send');
    await vi.waitFor(() =>
      expect(document.querySelector('.notyf__toast')?.textContent).toContain('Could not send'),
    );
  });
});
