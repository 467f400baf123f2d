// @vitest-environment jsdom
// The menu's behaviour in jsdom, on markup shaped like SiteNav.astro's; the
// real page, its CSS and the browser's own <details> handling are covered
// in real Chromium by tests/e2e/navigation.spec.ts.
import { fireEvent, screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { enhanceSiteNav } from './site-nav';

const group = (id: string, label: string, count: number) => `
  <li data-group="${id}"><details name="site-nav-group" data-details="${id}">
    <summary data-trigger="${id}" aria-controls="panel-${id}">${label}</summary>
    <ul id="panel-${id}">${Array.from({ length: count }, (_, i) => `<li><a href="/${id}/${i}">${label} ${i + 1}</a></li>`).join('')}</ul>
  </details></li>`;

function renderNav({ open = [] as string[] } = {}) {
  document.body.innerHTML = `<nav data-site-nav><details data-details="menu"><summary data-trigger="menu"${desktop ? ' style="display: none"' : ''}>Menu</summary>
    <ul><li><a href="/">Home</a></li>${group('about', 'About', 3)}${group('activities', 'Activities', 18)}
    <li><a href="/contact">Contact Us</a></li></ul></details></nav><p>Outside</p><a href="/after">After</a>`;
  for (const id of open)
    document.querySelector<HTMLDetailsElement>(`[data-details="${id}"]`)?.setAttribute('open', '');
  enhanceSiteNav(document.querySelector('nav') as HTMLElement);
}

const trigger = (name: string) => screen.getByText(name, { selector: 'summary' });
const expanded = (name: string) => trigger(name).getAttribute('aria-expanded');
const links = (id: string) =>
  within(document.getElementById(`panel-${id}`) as HTMLElement).getAllByRole('link');
/** jsdom fires "toggle" in a task, as browsers do. */
const toggled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** At desktop widths site-nav.css hides the "Menu" button. */
let desktop = true;
beforeEach(() => (desktop = true));

describe('the header menu', () => {
  it('says what the visitor opened before it ran', () => {
    renderNav({ open: ['about'] });
    expect(expanded('Menu')).toBe('false');
    expect(expanded('About')).toBe('true');
    expect(expanded('Activities')).toBe('false');
  });

  // One dropdown at a time is the browser's (exclusive <details>), which jsdom lacks: see the e2e tests.
  it('keeps aria-expanded true to clicks, and closing the phone menu closes all', async () => {
    desktop = false;
    const user = userEvent.setup();
    renderNav();
    await user.click(trigger('Menu'));
    await user.click(trigger('About'));
    await user.click(trigger('About'));
    await user.click(trigger('Activities'));
    await toggled();
    expect([expanded('Menu'), expanded('About'), expanded('Activities')]).toEqual(['true', 'false', 'true']);
    await user.click(trigger('Menu'));
    await toggled();
    expect([expanded('Menu'), expanded('Activities')]).toEqual(['false', 'false']);
  });

  it('opens with the arrows on a trigger, moves with arrows, Home and End, and Escape returns focus', async () => {
    const user = userEvent.setup();
    renderNav();
    trigger('About').focus();
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links('about')[2]);
    trigger('Activities').focus();
    await user.keyboard('{ArrowDown}');
    expect(expanded('Activities')).toBe('true');
    expect(expanded('About')).toBe('false');
    expect(document.activeElement).toBe(links('activities')[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(links('activities')[2]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(links('activities')[17]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links('activities')[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links('activities')[17]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(links('activities')[0]);
    await user.keyboard('{Escape}');
    expect(expanded('Activities')).toBe('false');
    expect(document.activeElement).toBe(trigger('Activities'));
  });

  it('closes on a click outside, and when focus leaves a dropdown or the menu', async () => {
    const user = userEvent.setup();
    renderNav({ open: ['about'] });
    await user.click(screen.getByText('Outside'));
    expect(expanded('About')).toBe('false');

    trigger('About').focus();
    await user.keyboard('{ArrowDown}');
    await user.tab({ shift: true }); // back to the About trigger: still inside
    expect(expanded('About')).toBe('true');
    links('about')[2]?.focus();
    await user.tab(); // the Activities trigger, outside the About dropdown
    expect(expanded('About')).toBe('false');

    desktop = false;
    renderNav({ open: ['menu'] });
    screen.getByRole('link', { name: 'Contact Us' }).focus();
    await user.tab();
    expect(expanded('Menu')).toBe('false');
  });

  it('opens on mouse hover on desktop only, closes after the pointer leaves, and a click pins it', () => {
    vi.useFakeTimers();
    try {
      renderNav();
      const item = trigger('About').closest('li') as HTMLElement;
      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      expect(expanded('About')).toBe('true');
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      expect(expanded('About')).toBe('true');
      vi.advanceTimersByTime(300);
      expect(expanded('About')).toBe('false');

      fireEvent.pointerEnter(item, { pointerType: 'mouse' });
      fireEvent.click(trigger('About'));
      fireEvent.pointerLeave(item, { pointerType: 'mouse' });
      vi.advanceTimersByTime(300);
      expect(expanded('About')).toBe('true');

      desktop = false;
      renderNav();
      fireEvent.pointerEnter(trigger('Activities').closest('li') as HTMLElement, { pointerType: 'mouse' });
      expect(expanded('Activities')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('closes everything when the page comes back from the back/forward cache', () => {
    renderNav({ open: ['menu', 'activities'] });
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    expect([expanded('Menu'), expanded('Activities')]).toEqual(['false', 'false']);
  });
});
