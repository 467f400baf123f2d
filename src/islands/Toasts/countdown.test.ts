import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCountdown } from './countdown.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('startCountdown', () => {
  it('ends after its duration', () => {
    const onEnd = vi.fn();
    startCountdown(5000, onEnd);
    vi.advanceTimersByTime(4999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('stops while held and goes on with the time that was left', () => {
    const onEnd = vi.fn();
    const heldChanges: boolean[] = [];
    const countdown = startCountdown(5000, onEnd, (held) => heldChanges.push(held));
    vi.advanceTimersByTime(2000);
    countdown.hold('hover');
    vi.advanceTimersByTime(60_000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(countdown.remainingMs()).toBe(3000);
    countdown.release('hover');
    vi.advanceTimersByTime(2999);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onEnd).toHaveBeenCalledOnce();
    expect(heldChanges).toEqual([true, false]);
  });

  it('stays held until every reason is released', () => {
    const onEnd = vi.fn();
    const countdown = startCountdown(1000, onEnd);
    countdown.hold('hover');
    countdown.hold('focus');
    countdown.release('hover');
    vi.advanceTimersByTime(5000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(countdown.isHeld()).toBe(true);
    countdown.release('focus');
    vi.advanceTimersByTime(1000);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('ignores a release without a hold, and a second hold for the same reason', () => {
    const onEnd = vi.fn();
    const countdown = startCountdown(1000, onEnd);
    countdown.release('hover');
    countdown.hold('hover');
    countdown.hold('hover');
    countdown.release('hover');
    vi.advanceTimersByTime(1000);
    expect(onEnd).toHaveBeenCalledOnce();
  });

  it('never ends once cancelled', () => {
    const onEnd = vi.fn();
    startCountdown(1000, onEnd).cancel();
    vi.advanceTimersByTime(5000);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
