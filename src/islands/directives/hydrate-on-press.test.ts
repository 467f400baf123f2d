// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import hydrateOnIntent from './hydrate-on-intent';

function island() {
  const el = document.createElement('astro-island');
  el.innerHTML =
    '<div data-press-facade hidden><button type="button" data-press-start>Read it here</button></div>';
  document.body.replaceChildren(el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  hydrateOnIntent(load, { name: 'intent', value: 'press' }, el);
  const button = el.querySelector('button') as HTMLButtonElement;
  return { el, button, load, hydrate };
}

describe('client:intent="press"', () => {
  it('shows the start button only once JavaScript runs, and loads nothing yet', () => {
    const { el, load } = island();
    expect(el.querySelector<HTMLElement>('[data-press-facade]')?.hidden).toBe(false);
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
    expect(el.hasAttribute('data-pressed')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });
});
