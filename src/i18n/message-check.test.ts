import { describe, expect, it } from 'vitest';
import { checkMessages, messagesIn, type MessageFile } from './message-check';
import { untranslatedMessages } from './index';
import { messageFiles } from './messages';

const check = (files: Record<string, MessageFile>) => checkMessages(files, ['en', 'gu'], 'en');
const menus = {
  en: { nav: { menu: 'Menu', about: 'About' }, pdf: { page: 'Page {page} of {count}' } },
  gu: { nav: { menu: 'મેનૂ', about: 'અમારા વિશે' }, pdf: { page: '{count} માંથી પાનું {page}' } },
};

describe('checkMessages', () => {
  it('finds nothing wrong in a complete translation', () => {
    expect(check({ 'menus.json': menus })).toEqual({ errors: [], untranslated: [] });
  });

  it('stops the build for a changed placeholder, naming the file, the language and the key', () => {
    const file = { ...menus, gu: { ...menus.gu, pdf: { page: '{total} માંથી પાનું {page}' } } };
    expect(check({ 'menus.json': file }).errors).toEqual([
      'menus.json: gu pdf.page has the placeholders {page}, {total}, English has {count}, {page}',
    ]);
  });

  it('stops the build for a placeholder left out or added', () => {
    const file = {
      en: { nav: { menu: 'Menu' }, pdf: { page: 'Page {page}' } },
      gu: { nav: { menu: 'મેનૂ {school}' }, pdf: { page: 'પાનું' } },
    };
    expect(check({ 'menus.json': file }).errors).toEqual([
      'menus.json: gu nav.menu has the placeholders {school}, English has none',
      'menus.json: gu pdf.page has the placeholders none, English has {page}',
    ]);
  });

  it('stops the build for an empty English message and a message English lacks', () => {
    const file = { en: { nav: { menu: ' ', about: 'About' } }, gu: { nav: { abuot: 'x' } } };
    expect(check({ 'menus.json': file }).errors).toEqual([
      'menus.json: en nav.menu is empty',
      'menus.json: gu nav.abuot is not a message English has',
    ]);
  });

  it('stops the build for a group in two files', () => {
    expect(check({ 'a.json': menus, 'b.json': { en: { nav: { x: 'X' } } } }).errors).toEqual([
      'b.json: the group "nav" is in a.json too',
    ]);
  });

  it('lists, per file, the Gujarati messages missing or left empty, without stopping the build', () => {
    const file = { en: menus.en, gu: { nav: { menu: 'મેનૂ', about: '' } } };
    expect(check({ 'menus.json': file, 'footer.json': { en: { footer: { pages: 'Pages' } } } })).toEqual({
      errors: [],
      untranslated: [
        { file: 'menus.json', locale: 'gu', keys: ['nav.about', 'pdf.page'] },
        { file: 'footer.json', locale: 'gu', keys: ['footer.pages'] },
      ],
    });
  });
});

describe('messagesIn', () => {
  it('leaves blank messages out, so English fills them in', () => {
    const files = { 'menus.json': { gu: { nav: { menu: 'મેનૂ', about: ' ' } } } };
    expect(messagesIn(files, 'gu')).toEqual(new Map([['nav.menu', 'મેનૂ']]));
  });
});

describe("the site's messages", () => {
  it('pass the check, and what lacks Gujarati is listed by file', () => {
    expect(checkMessages(messageFiles, ['en', 'gu'], 'en').errors).toEqual([]);
    for (const { file, keys } of untranslatedMessages()) {
      expect(file).toMatch(/^src\/content\/messages\/[\w-]+\.json$/);
      expect(keys.length).toBeGreaterThan(0);
    }
  });
});
