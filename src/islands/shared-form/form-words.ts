/**
 * The words both forms show, in the page's language: the page passes them
 * to the island as a prop, and the frame hands them to every part inside it
 * (labels, errors, the button), so no part holds a word of its own.
 */
import { createContext, useContext } from 'react';
import type { GroupMessages } from '../../i18n';
import type { DraftStatus } from './browser-storage.ts';

export type FormWords = GroupMessages<'forms'>;

/** The note that says whether the draft is kept, for each state of the storage. */
export const DRAFT_NOTE_WORDS = {
  kept: 'draftKeptInTab',
  blocked: 'draftBlocked',
  full: 'draftFull',
} as const satisfies Record<DraftStatus, keyof FormWords>;

export const FormWordsContext = createContext<FormWords | null>(null);

export function useFormWords(): FormWords {
  const words = useContext(FormWordsContext);
  if (words === null) throw new Error('a form part is used outside EmailFormFrame, which gives it its words');
  return words;
}
