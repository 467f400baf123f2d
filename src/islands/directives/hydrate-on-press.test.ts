// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import hydrateOnIntent from './hydrate-on-intent';
import { PRESS_FACADE, PRESS_START, PRESSED } from './island-attributes';
import { startIsland } from './test-island';

function island() {
  const started = startIsland(
    hydrateOnIntent,
    `<div ${PRESS_FACADE} hidden><button type="button" ${PRESS_START}>Read it here</button></div>`,
    { name: 'intent', value: 'press' },
  );
  const button = started.el.querySelector('button') as HTMLButtonElement;
  return { ...started, button };
}

describe('client:intent="press"', () => {
  it('shows the start button only once JavaScript runs, and loads nothing yet', () => {
    const { el, load } = island();
    expect(el.querySelector<HTMLElement>(`[${PRESS_FACADE}]`)?.hidden).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerover', 'touchstart', 'focusin'])('fetches the code on %s but does not hydrate', (type) => {
    const { button, load, hydrate } = island();
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates on the click, once, and marks the island as pressed', async () => {
    const { el, button, load, hydrate } = island();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.click();
    button.click();
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledOnce();
    expect(el.hasAttribute(PRESSED)).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
