/**
 * What both forms put around their own fields: the note that every field is
 * required and the draft is kept, the hidden trap for bots, and the Send
 * Message button (or the dots while sending).
 */
import type { ReactNode, SubmitEvent } from 'react';
import { Honeypot } from './Honeypot.tsx';
import { SendButton } from './SendButton.tsx';

export interface EmailFormFrameProps {
  /** The parts of useEmailForm's result that the frame needs. */
  form: {
    ready: boolean;
    sending: boolean;
    trap: string;
    setTrap(value: string): void;
    onSubmit(event: SubmitEvent<HTMLFormElement>): void;
  };
  children: ReactNode;
}

export function EmailFormFrame({ form, children }: EmailFormFrameProps) {
  return (
    <form className="email-form" noValidate onSubmit={form.onSubmit}>
      <p className="email-form__note">
        All fields are required. What you type is kept on this device until it is sent.
      </p>
      {children}
      <Honeypot value={form.trap} onValueChange={form.setTrap} />
      <SendButton sending={form.sending} disabled={!form.ready} />
    </form>
  );
}
