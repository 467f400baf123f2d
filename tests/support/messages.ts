// The interface's messages as a visitor sees them, for the browser tests:
// English, and each other language with English filling its gaps (as the
// pages do). Read from the JSON files staff edit (src/content/messages/).
import { messagesIn } from '../../src/i18n/message-check.ts';
import { messageFiles, type Messages } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';

export function messagesShown(locale: Locale): Messages {
  const groups: Record<string, Record<string, string>> = {};
  for (const [key, text] of [...messagesIn(messageFiles, 'en'), ...messagesIn(messageFiles, locale)]) {
    const [group = '', name = ''] = key.split('.');
    (groups[group] ??= {})[name] = text;
  }
  return groups as Messages;
}

export const englishMessages = messagesShown('en');
export const gujaratiMessages = messagesShown('gu');
