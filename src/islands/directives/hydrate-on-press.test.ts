// @vitest-environment jsdom
import type { ClientDirective } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import hydrateOnPress from './hydrate-on-press';
import { PRESS_FACADE, PRESS_FAILED, PRESS_LOADING, PRESSED } from './island-attributes';

/** An <astro-island> holding `html`, started by client:press with spies for Astro's load() and hydrate(). */
function island(html: string) {
  const el = document.createElement('astro-island');
  el.innerHTML = html;
  document.body.replaceChildren(el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn<() => Promise<() => Promise<void>>>(async () => hydrate);
  /** The next load fails as Astro's does: after its import, it reports the error on the island and hands back a no-op. */
  const failNextLoad = () =>
    load.mockImplementationOnce(async () => {
      await Promise.resolve();
      el.dispatchEvent(new CustomEvent('astro:hydration-error', { bubbles: true }));
      return async () => undefined;
    });
  void (hydrateOnPress as ClientDirective)(load, { name: 'press', value: '' }, el);
  return { el, load, hydrate, failNextLoad };
}

function pressIsland() {
  const started = island(
    `<div ${PRESS_FACADE} hidden><button type="button">Read it here</button><p ${PRESS_LOADING}="Loading" ${PRESS_FAILED}="No connection"></p></div>`,
  );
  return { ...started, button: started.el.querySelector('button') as HTMLButtonElement };
}

describe('client:press', () => {
  it('shows the start button only once JavaScript runs, and loads nothing yet', () => {
    const { el, load } = pressIsland();
    expect(el.querySelector<HTMLElement>(`[${PRESS_FACADE}]`)?.hidden).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it.each(['pointerover', 'touchstart', 'focusin'])('fetches the code on %s but does not hydrate', (type) => {
    const { button, load, hydrate } = pressIsland();
    button.dispatchEvent(new Event(type, { bubbles: true }));
    expect(load).toHaveBeenCalledOnce();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('hydrates on the click, once, and marks the island as pressed', async () => {
    const { el, button, load, hydrate } = pressIsland();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.click();
    button.click();
    const line = el.querySelector(`[${PRESS_LOADING}]`);
    expect(line?.textContent).toBe('Loading');
    // React hydrates against the server's markup, where the line is empty.
    let lineWhenHydrated: string | null | undefined;
    hydrate.mockImplementationOnce(async () => void (lineWhenHydrated = line?.textContent));
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(lineWhenHydrated).toBe('');
    expect(load).toHaveBeenCalledOnce();
    expect(el.hasAttribute(PRESSED)).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
  });

  it('after code that did not arrive, says so, frees the button, and the next press loads again', async () => {
    const { el, button, load, hydrate, failNextLoad } = pressIsland();
    failNextLoad();
    button.click();
    const failed = el.querySelector(`[${PRESS_FAILED}]`);
    await vi.waitFor(() => expect(failed?.textContent).toBe('No connection'));
    expect(el.hasAttribute(PRESSED)).toBe(false);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click();
    expect(failed?.textContent).toBe('Loading');
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says nothing when only the code fetched ahead failed', async () => {
    const { el, button, failNextLoad } = pressIsland();
    failNextLoad();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(el.querySelector(`[${PRESS_FAILED}]`)?.textContent).toBe(''));
  });
});
