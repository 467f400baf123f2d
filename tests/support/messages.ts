// The interface's messages as a visitor sees them, for the browser tests:
// English, and each other language with English filling its gaps (as the
// pages do). Read from the JSON files staff edit (src/content/messages/).
import { messagesIn } from '../../src/i18n/message-check.ts';
import { messageFiles, type Messages } from '../../src/i18n/messages.ts';
import type { Locale } from '../../src/i18n/locales.ts';

export function messagesShown(locale: Locale): Messages {
  const english = messagesIn(messageFiles, 'en');
  const own = messagesIn(messageFiles, locale);
  return Object.fromEntries(
    Object.entries(english).map(([group, messages]) => [group, { ...messages, ...own[group] }]),
  ) as Messages;
}

export const englishMessages = messagesShown('en');
export const gujaratiMessages = messagesShown('gu');
