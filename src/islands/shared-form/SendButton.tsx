/**
 * The Send Message button, or while sending the bouncing dots in its place.
 * Without the button there is nothing to press a second time; the hook also
 * ignores a second submit by Enter.
 */
import { useFormWords } from './form-words.ts';

export function SendButton({ sending, disabled = false }: { sending: boolean; disabled?: boolean }) {
  const words = useFormWords();
  if (!sending) {
    return (
      <button type="submit" className="button send-button" disabled={disabled}>
        {words.send}
      </button>
    );
  }
  return (
    <div className="send-status" role="status" aria-label={words.sendingLabel}>
      <span className="send-status__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="send-status__text">{words.sendingText}</span>
    </div>
  );
}
