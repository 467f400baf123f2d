/**
 * What both forms put around their own fields: the note that every field is
 * required and whether the draft is kept, the hidden trap for bots, what the
 * form says after a send without an answer, and the Send Message button (or
 * the dots while sending).
 */
import type { ReactNode, SubmitEvent } from 'react';
import type { DraftStatus } from './browser-storage.ts';
import { DRAFT_NOTE_WORDS, FormWordsContext, type FormWords } from './form-words.ts';
import { Honeypot } from './Honeypot.tsx';
import { SendButton } from './SendButton.tsx';
import { SendNotice, type SendNoticeState } from './SendNotice.tsx';

export interface EmailFormFrameProps {
  /** The parts of useEmailForm's result that the frame needs. */
  form: {
    words: FormWords;
    ready: boolean;
    sending: boolean;
    draftStatus: DraftStatus;
    notice: SendNoticeState;
    trap: string;
    setTrap(value: string): void;
    onSubmit(event: SubmitEvent<HTMLFormElement>): void;
    onResend(form: HTMLFormElement): void;
  };
  children: ReactNode;
}

export function EmailFormFrame({ form, children }: EmailFormFrameProps) {
  const { words } = form;
  return (
    <FormWordsContext value={words}>
      <form className="email-form" noValidate onSubmit={form.onSubmit}>
        {/* Polite: the draft can stop being kept while the visitor types (storage full). */}
        <p className="email-form__note" aria-live="polite">
          {words.allRequired} {words[DRAFT_NOTE_WORDS[form.draftStatus]]}
        </p>
        {children}
        <Honeypot value={form.trap} onValueChange={form.setTrap} />
        <div className="send-area">
          <SendNotice notice={form.notice} onResend={form.onResend} />
          <SendButton sending={form.sending} disabled={!form.ready} />
        </div>
      </form>
    </FormWordsContext>
  );
}
