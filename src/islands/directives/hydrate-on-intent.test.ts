// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import hydrateOnIntent from './hydrate-on-intent';
import { LIGHTBOX_READY, PENDING_OPEN } from './island-attributes';
import { startIsland } from './test-island';

function island() {
  const started = startIsland(
    hydrateOnIntent,
    '<ul><li><a href="/photo-1.webp" data-photo-link><img alt="One"></a></li></ul>',
    { name: 'intent' },
  );
  const link = started.el.querySelector('a') as HTMLAnchorElement;
  return { ...started, link };
}

const click = (target: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  target.dispatchEvent(event);
  return event;
};

describe('client:intent', () => {
  it.each(['pointerover', 'pointerdown', 'touchstart', 'focusin'])(
    'hydrates once on the first %s',
    async (type) => {
      const { link, load, hydrate } = island();
      expect(load).not.toHaveBeenCalled();
      link.dispatchEvent(new Event(type, { bubbles: true }));
      link.dispatchEvent(new Event(type, { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
      expect(load).toHaveBeenCalledOnce();
    },
  );

  it('holds a click that comes before the island is ready and leaves its href for the island', async () => {
    const { el, link, hydrate } = island();
    const event = click(link);
    expect(event.defaultPrevented).toBe(true);
    expect(el.getAttribute(PENDING_OPEN)).toBe('/photo-1.webp');
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
  });

  it.each<[string, MouseEventInit]>([
    ['Ctrl+click', { ctrlKey: true }],
    ['Cmd+click', { metaKey: true }],
    ['middle click', { button: 1 }],
  ])('leaves a %s to the browser', (_name, init) => {
    const { el, link } = island();
    expect(click(link, init).defaultPrevented).toBe(false);
    expect(el.hasAttribute(PENDING_OPEN)).toBe(false);
  });

  it('lets clicks through once the island says it is ready', () => {
    const { el, link } = island();
    el.firstElementChild?.setAttribute(LIGHTBOX_READY, '');
    expect(click(link).defaultPrevented).toBe(false);
    expect(el.hasAttribute(PENDING_OPEN)).toBe(false);
  });
});
