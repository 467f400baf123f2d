// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import hydrateOnInteraction from './hydrate-on-interaction';
import { startIsland } from './test-island';

function headerWithMenu() {
  const started = startIsland(hydrateOnInteraction, '<nav><a href="/about">About</a></nav>', {
    name: 'interaction',
    wrapper: 'header',
  });
  const header = started.el.parentElement as HTMLElement;
  header.insertAdjacentHTML('afterbegin', '<a href="/">Home</a>');
  return { ...started, header };
}

describe('client:interaction', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'])(
    'hydrates once on the first %s anywhere in the header',
    async (type) => {
      const { header, load, hydrate } = headerWithMenu();
      expect(load).not.toHaveBeenCalled();
      const homeLink = header.querySelector('a') as HTMLAnchorElement;
      homeLink.dispatchEvent(new Event(type, { bubbles: true }));
      homeLink.dispatchEvent(new Event(type, { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
      expect(load).toHaveBeenCalledOnce();
    },
  );

  it('leaves the island alone for events outside the header', () => {
    const { load } = headerWithMenu();
    document.body.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(load).not.toHaveBeenCalled();
  });
});
