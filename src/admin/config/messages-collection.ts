// "Website words": one screen per file of src/content/messages/, both languages in one file (Decap's single_file,
// { "en": {…}, "gu": {…} }). The build stops if a {placeholder} is changed, so each hint names them.
import type { CmsCollection, CmsField } from 'decap-cms-core';
import { defaultLocale, locales } from '../../i18n/locales.ts';
import { placeholdersOf } from '../../i18n/placeholders.ts';
import { MESSAGES_FOLDER, messageFiles } from '../../i18n/messages.ts';

/** "newsCorner" reads "News corner". */
function labelOf(name: string): string {
  const words = name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const messagesCollection = (): CmsCollection => ({
  name: 'messages',
  label: 'Website words (menus, buttons, forms)',
  description:
    'The words of menus, buttons, headings and form messages, in English and Gujarati side by side. ' +
    'Leave a Gujarati box empty and the site shows the English words there.',
  i18n: { structure: 'single_file', locales: [...locales], default_locale: defaultLocale },
  editor: { preview: false },
  files: Object.entries(messageFiles).map(([file, { en }]) => ({
    name: file.replace(/\.json$/, ''),
    label: labelOf(file.replace(/\.json$/, '').replace(/-/g, ' ')),
    file: `${MESSAGES_FOLDER}/${file}`,
    i18n: true,
    fields: Object.entries(en).map(([group, messages]) => ({
      name: group,
      label: labelOf(group),
      widget: 'object',
      collapsed: true,
      i18n: true,
      fields: Object.entries(messages as Record<string, string>).map(([name, english]): CmsField => {
        const keep = placeholdersOf(english).map((placeholder) => `{${placeholder}}`);
        return {
          name,
          label: labelOf(name),
          // Long English texts get a box of several lines.
          widget: english.length > 70 ? 'text' : 'string',
          i18n: true,
          // English is checked by the build; Gujarati may stay empty until someone writes it.
          required: false,
          hint: `English: “${english}”.${keep.length > 0 ? ` Keep ${keep.join(', ')} as written: the site fills it in.` : ''}`,
        };
      }),
    })),
  })),
});
