// For the directive tests: an <astro-island> holding `html` inside `wrapper`
// (e.g. a <header>), started by `directive` with spies for Astro's load()
// and the hydrate() it resolves to.
import type { ClientDirective } from 'astro';
import { vi } from 'vitest';

interface IslandOptions {
  /** The directive's name and value as Astro passes them: `client:intent="press"` is { name: 'intent', value: 'press' }. */
  name: string;
  value?: string;
  wrapper?: string;
}

export function startIsland(directive: ClientDirective, html: string, options: IslandOptions) {
  const el = document.createElement('astro-island');
  el.innerHTML = html;
  const wrapper = options.wrapper ? document.createElement(options.wrapper) : undefined;
  wrapper?.append(el);
  document.body.replaceChildren(wrapper ?? el);
  const hydrate = vi.fn(async () => undefined);
  const load = vi.fn(async () => hydrate);
  void directive(load, { name: options.name, value: options.value ?? '' }, el);
  return { el, load, hydrate };
}
