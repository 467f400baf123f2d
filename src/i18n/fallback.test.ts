// A Gujarati message staff have not written yet: the page shows the English
// one, marked as English, and it joins the list of untranslated messages.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messageFiles } from './messages';

afterEach(() => {
  vi.doUnmock('./messages');
  vi.resetModules();
});

describe('a missing Gujarati message', () => {
  it('falls back to English, says so for its lang attribute and is listed', async () => {
    const menus = messageFiles['menus.json'];
    vi.doMock('./messages', async (original) => ({
      ...(await original<object>()),
      messageFiles: {
        ...messageFiles,
        'menus.json': { ...menus, gu: { ...menus.gu, nav: { ...menus.gu.nav, about: '' } } },
      },
    }));
    const { translationFor, untranslatedMessages } = await import('./index');
    const t = translationFor('gu');
    expect(t('nav.about')).toBe('About');
    expect(t.langOf('nav.about')).toBe('en');
    expect(t('nav.menu')).toBe('મેનૂ');
    expect(t.langOf('nav.menu')).toBeUndefined();
    expect(untranslatedMessages()).toEqual([
      { file: 'src/content/messages/menus.json', locale: 'gu', keys: ['nav.about'] },
    ]);
    // A fresh import of the messages and Astro's i18n helpers: over 5 s on a busy 2-core machine.
  }, 20_000);
});
