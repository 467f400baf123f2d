/**
 * The Send Message button, or while sending the bouncing dots in its place
 * (site-spec section 4). Without the button there is nothing to press a
 * second time; the hook also ignores a second submit by Enter.
 */
export function SendButton({ sending, disabled = false }: { sending: boolean; disabled?: boolean }) {
  if (!sending) {
    return (
      <button type="submit" className="button send-button" disabled={disabled}>
        Send Message
      </button>
    );
  }
  return (
    <div className="send-status" role="status" aria-label="Sending">
      <span className="send-status__dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="send-status__text">Sending…</span>
    </div>
  );
}
