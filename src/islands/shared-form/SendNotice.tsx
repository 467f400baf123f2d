/**
 * What the form says beside the Send button after a send that got no answer
 * in time: the message may still arrive, so a second press asks before it
 * sends again. The status region is always in the page, so a screen reader
 * announces the words when they appear.
 */
import { useFormWords } from './form-words.ts';

export type SendNoticeState = 'timeout' | 'confirm-resend' | null;

export const RESEND_BUTTON_CLASS = 'send-notice__resend';

export interface SendNoticeProps {
  notice: SendNoticeState;
  onResend(form: HTMLFormElement): void;
}

export function SendNotice({ notice, onResend }: SendNoticeProps) {
  const words = useFormWords();
  return (
    <>
      <p role="status" className={notice ? 'send-notice send-notice--shown' : 'send-notice'}>
        {notice === 'timeout' && words.timeout}
        {notice === 'confirm-resend' && words.resendQuestion}
      </p>
      {notice === 'confirm-resend' && (
        <button
          type="button"
          className={`button ${RESEND_BUTTON_CLASS}`}
          onClick={(event) => {
            if (event.currentTarget.form) onResend(event.currentTarget.form);
          }}
        >
          {words.resendButton}
        </button>
      )}
    </>
  );
}
