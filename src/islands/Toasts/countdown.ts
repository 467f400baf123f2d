/**
 * The time a toast has left. notyf only knows a fixed duration; we need one
 * that stops while any reason holds it (pointer over the toast, keyboard
 * focus inside it, a drag in progress) and goes on with the time that was
 * left when every reason is released, so nobody loses a message mid-read.
 */

export interface Countdown {
  hold(reason: string): void;
  release(reason: string): void;
  cancel(): void;
  isHeld(): boolean;
  remainingMs(): number;
}

export function startCountdown(
  durationMs: number,
  onEnd: () => void,
  onHeldChange: (held: boolean) => void = () => undefined,
): Countdown {
  const reasons = new Set<string>();
  let remaining = durationMs;
  let startedAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let finished = false;

  function run(): void {
    startedAt = Date.now();
    timer = setTimeout(() => {
      finished = true;
      remaining = 0;
      onEnd();
    }, remaining);
  }

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
    remaining = Math.max(0, remaining - (Date.now() - startedAt));
  }

  run();

  return {
    hold(reason) {
      if (finished || reasons.has(reason)) return;
      reasons.add(reason);
      if (reasons.size === 1) {
        stop();
        onHeldChange(true);
      }
    },
    release(reason) {
      if (finished || !reasons.delete(reason) || reasons.size > 0) return;
      onHeldChange(false);
      run();
    },
    cancel() {
      finished = true;
      clearTimeout(timer);
    },
    isHeld: () => reasons.size > 0,
    remainingMs: () => (finished ? 0 : reasons.size > 0 ? remaining : remaining - (Date.now() - startedAt)),
  };
}
