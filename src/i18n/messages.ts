// The interface's messages: JSON files staff edit under "Website words", holding the code's groups ("nav",
// "forms", …) in every language. Keys are typed from English, so a misspelled key is a type error.
import footer from '../content/messages/footer.json' with { type: 'json' };
import forms from '../content/messages/forms.json' with { type: 'json' };
import menus from '../content/messages/menus.json' with { type: 'json' };
import pageTexts from '../content/messages/page-texts.json' with { type: 'json' };
import photosAndDocuments from '../content/messages/photos-and-documents.json' with { type: 'json' };
import toasts from '../content/messages/toasts.json' with { type: 'json' };
import type { KeyOf } from './translate.ts';

export const MESSAGES_FOLDER = 'src/content/messages';

/** Every file by its name in MESSAGES_FOLDER, in the editor's order. */
export const messageFiles = {
  'menus.json': menus,
  'footer.json': footer,
  'page-texts.json': pageTexts,
  'forms.json': forms,
  'toasts.json': toasts,
  'photos-and-documents.json': photosAndDocuments,
};

type Files = typeof messageFiles;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

export type Messages = UnionToIntersection<Files[keyof Files]['en']>;
export type MessageKey = KeyOf<Messages>;
/** One group's messages, placeholders left in: the props of an island. */
export type GroupMessages<G extends keyof Messages> = Messages[G];
