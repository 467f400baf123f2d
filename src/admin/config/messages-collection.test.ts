import { describe, expect, it } from 'vitest';
import type { CmsField } from 'decap-cms-core';
import { messagesCollection } from './messages-collection';
import { messageFiles } from '../../i18n/messages';

const collection = messagesCollection();
const fieldsOf = (field: CmsField): CmsField[] =>
  'fields' in field && Array.isArray(field.fields) ? field.fields : [];

describe('the editor’s “Website words”', () => {
  it('edits every message file in both languages on one screen, in the shape the site reads', () => {
    expect(collection.i18n).toEqual({
      structure: 'single_file',
      locales: ['en', 'gu'],
      default_locale: 'en',
    });
    expect(collection.files?.map((file) => file.file)).toEqual(
      Object.keys(messageFiles).map((name) => `src/content/messages/${name}`),
    );
  });

  it('has a translatable field for every English message, and no other', () => {
    for (const file of collection.files ?? []) {
      const name = `${file.name}.json` as keyof typeof messageFiles;
      const keys = file.fields.flatMap((group) =>
        fieldsOf(group).map((field) => `${group.name}.${field.name}`),
      );
      const english = Object.entries(messageFiles[name].en).flatMap(([group, messages]) =>
        Object.keys(messages).map((key) => `${group}.${key}`),
      );
      expect(keys).toEqual(english);
      expect(file.fields.flatMap(fieldsOf).every((field) => field.i18n === true)).toBe(true);
    }
  });

  it('names the placeholders to keep in the hint', () => {
    const forms = collection.files?.find((file) => file.name === 'forms');
    const roomLeft = fieldsOf(forms?.fields.find((group) => group.name === 'forms') ?? ({} as CmsField)).find(
      (field) => field.name === 'roomLeft',
    );
    expect(roomLeft?.hint).toContain('Keep {count} as written');
  });
});
