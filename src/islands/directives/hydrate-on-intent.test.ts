// @vitest-environment jsdom
import type { ClientDirective } from 'astro';
import { describe, expect, it, vi } from 'vitest';
import hydrateOnIntent from './hydrate-on-intent';
import { PENDING_OPEN, PRESS_FACADE, PRESS_FAILED, PRESS_LOADING, PRESSED } from './island-attributes';

/** An <astro-island> holding `html`, started by client:intent with spies for Astro's load() and hydrate(). */
function island(html: string, value = '') {
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
  void (hydrateOnIntent as ClientDirective)(load, { name: 'intent', value }, el);
  return { el, load, hydrate, failNextLoad };
}

function photoIsland() {
  const started = island('<ul><li><a href="/photo-1.webp" data-photo-link><img alt="One"></a></li></ul>');
  return { ...started, link: started.el.querySelector('a') as HTMLAnchorElement };
}

function pressIsland() {
  const started = island(
    `<div ${PRESS_FACADE} hidden><button type="button">Read it here</button><p ${PRESS_LOADING}="Loading" ${PRESS_FAILED}="No connection"></p></div>`,
    'press',
  );
  return { ...started, button: started.el.querySelector('button') as HTMLButtonElement };
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
      const { link, load, hydrate } = photoIsland();
      expect(load).not.toHaveBeenCalled();
      link.dispatchEvent(new Event(type, { bubbles: true }));
      link.dispatchEvent(new Event(type, { bubbles: true }));
      link.dispatchEvent(new Event('focusin', { bubbles: true }));
      await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
      expect(load).toHaveBeenCalledOnce();
    },
  );

  it('holds a click that comes before the island is ready and leaves its href for the island', async () => {
    const { el, link, hydrate } = photoIsland();
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
    const { el, link } = photoIsland();
    expect(click(link, init).defaultPrevented).toBe(false);
    expect(el.hasAttribute(PENDING_OPEN)).toBe(false);
  });

  // A clipping's sign-language video sits in the grid too: a link there must never wait on the lightbox.
  it('leaves a click on a link that is not a photo to the browser', () => {
    const { el } = photoIsland();
    el.querySelector('li')?.insertAdjacentHTML('beforeend', '<a href="/isl/clipping.mp4">Download</a>');
    expect(click(el.querySelector('a:not([data-photo-link])') as Element).defaultPrevented).toBe(false);
    expect(el.hasAttribute(PENDING_OPEN)).toBe(false);
  });

  it('leaves a click to the mounted Lightbox, which takes it first', () => {
    const { el, link, load } = photoIsland();
    el.firstElementChild?.addEventListener('click', (event) => event.preventDefault());
    click(link);
    expect(el.hasAttribute(PENDING_OPEN)).toBe(false);
    expect(link.hasAttribute('aria-busy')).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('client:intent="press"', () => {
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
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
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
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
    expect(failed?.textContent).toBe('Loading');
  });

  it('says nothing when only the code fetched ahead failed', async () => {
    const { el, button, failNextLoad } = pressIsland();
    failNextLoad();
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(el.querySelector(`[${PRESS_FAILED}]`)?.textContent).toBe(''));
  });
});

describe('client:intent when the code does not arrive', () => {
  it('fetches it again at the next click', async () => {
    const { link, load, hydrate, failNextLoad } = photoIsland();
    failNextLoad();
    link.dispatchEvent(new Event('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledOnce());
    expect(hydrate).not.toHaveBeenCalled();
    click(link);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledOnce());
    expect(load).toHaveBeenCalledTimes(2);
  });
});
