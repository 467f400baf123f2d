// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SiteNav from './SiteNav';
import type { SiteNavProps } from './SiteNav';
import { translationFor } from '../../i18n';
import { buildSiteMenus } from '../../lib/navigation/navigation';

const activityLinks = Array.from({ length: 18 }, (_, i) => ({
  label: `Activity ${i + 1}`,
  href: `/activite/activity-${i + 1}/`,
  tagline: `Tagline ${i + 1}`,
}));

const t = translationFor('en');
const props: SiteNavProps = {
  menus: buildSiteMenus((route) => t(route.titleKey), 'en'),
  activityLinks,
  currentPath: '/about',
  words: t.group('nav'),
};

let desktop = true;
beforeEach(() => {
  desktop = true;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: desktop, media: query }));
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const trigger = (name: string) => screen.getByText(name, { selector: 'summary' });
function required<T>(value: T | null | undefined): T {
  if (value == null) throw new Error('element not found');
  return value;
}
const panelOf = (name: string) =>
  required(document.getElementById(trigger(name).getAttribute('aria-controls') ?? ''));

describe('server HTML (no JavaScript yet)', () => {
  it('leaves the open state to the browser and points each trigger at its panel', () => {
    document.body.innerHTML = renderToString(<SiteNav {...props} />);
    for (const summary of document.querySelectorAll('summary')) {
      expect(summary.hasAttribute('aria-expanded')).toBe(false);
      expect(document.getElementById(summary.getAttribute('aria-controls') ?? '')).not.toBeNull();
    }
    expect(document.querySelectorAll('#site-nav-panel-activities a')).toHaveLength(18);
    expect(document.querySelector('a[href="/about"]')?.getAttribute('aria-current')).toBe('page');
  });
});

describe('hydration', () => {
  it('adopts a dropdown the visitor opened before the island hydrated', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<SiteNav {...props} />);
    document.body.append(container);
    // The first click toggled the native <details> before React arrived.
    required(container.querySelector<HTMLDetailsElement>('[data-details="activities"]')).open = true;
    await act(async () => {
      render(<SiteNav {...props} />, { container, hydrate: true });
    });
    expect(trigger('Activities')).toHaveProperty('ariaExpanded', 'true');
    expect(trigger('About')).toHaveProperty('ariaExpanded', 'false');
    // The next click closes it, it does not open it again.
    await userEvent.click(trigger('Activities'));
    expect(trigger('Activities').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Activities').closest('details')?.open).toBe(false);
  });
});

describe('after hydration', () => {
  it('toggles the phone menu and the dropdowns inside it', async () => {
    desktop = false;
    const user = userEvent.setup();
    render(<SiteNav {...props} />);
    const menu = trigger('Menu');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(menu.closest('details')?.open).toBe(true);
    await user.click(trigger('About'));
    expect(trigger('About').getAttribute('aria-expanded')).toBe('true');
    await user.click(trigger('About'));
    expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
    await user.click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens one dropdown at a time', async () => {
    const user = userEvent.setup();
    render(<SiteNav {...props} />);
    await user.click(trigger('About'));
    await user.click(trigger('Activities'));
    expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Activities').getAttribute('aria-expanded')).toBe('true');
  });

  it('opens with ArrowDown, moves with arrows, Home and End, and Escape returns focus', async () => {
    const user = userEvent.setup();
    render(<SiteNav {...props} />);
    trigger('Activities').focus();
    await user.keyboard('{ArrowDown}');
    const links = within(panelOf('Activities')).getAllByRole('link');
    expect(trigger('Activities').getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(links[2]);
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(links[17]);
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(links[17]);
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(links[0]);
    await user.keyboard('{Escape}');
    expect(trigger('Activities').getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger('Activities'));
  });

  it('opens with Enter and Space on the trigger', async () => {
    const user = userEvent.setup();
    render(<SiteNav {...props} />);
    trigger('About').focus();
    await user.keyboard('{Enter}');
    expect(trigger('About').getAttribute('aria-expanded')).toBe('true');
    await user.keyboard(' ');
    expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SiteNav {...props} />
        <p>Outside</p>
      </>,
    );
    await user.click(trigger('About'));
    await user.click(screen.getByText('Outside'));
    expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes a dropdown when focus leaves it on desktop', async () => {
    const user = userEvent.setup();
    render(<SiteNav {...props} />);
    trigger('About').focus();
    await user.keyboard('{Enter}');
    await user.tab(); // About Us
    await user.tab(); // Gallery
    expect(trigger('About').getAttribute('aria-expanded')).toBe('true');
    await user.tab(); // Activities trigger: outside the About dropdown
    expect(document.activeElement).toBe(trigger('Activities'));
    expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the phone menu when focus leaves the navigation', async () => {
    desktop = false;
    const user = userEvent.setup();
    render(
      <>
        <SiteNav {...props} />
        <a href="/after">After</a>
      </>,
    );
    await user.click(trigger('Menu'));
    screen.getByRole('link', { name: 'Contact Us' }).focus();
    await user.tab();
    expect(trigger('Menu').getAttribute('aria-expanded')).toBe('false');
  });

  it('opens on mouse hover on desktop and closes after the pointer leaves', async () => {
    vi.useFakeTimers();
    try {
      render(<SiteNav {...props} />);
      const group = required(trigger('About').closest('li'));
      fireEvent.pointerOver(group, { pointerType: 'mouse' });
      expect(trigger('About').getAttribute('aria-expanded')).toBe('true');
      fireEvent.pointerOut(group, { pointerType: 'mouse' });
      expect(trigger('About').getAttribute('aria-expanded')).toBe('true');
      act(() => vi.advanceTimersByTime(300));
      expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not open on hover below 1024 px', () => {
    desktop = false;
    render(<SiteNav {...props} />);
    fireEvent.pointerOver(required(trigger('About').closest('li')), { pointerType: 'mouse' });
    expect(trigger('About').getAttribute('aria-expanded')).toBe('false');
  });

  it('closes everything when the page comes back from the back/forward cache', async () => {
    desktop = false;
    const user = userEvent.setup();
    render(<SiteNav {...props} />);
    await user.click(trigger('Menu'));
    await user.click(trigger('Activities'));
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(trigger('Menu').getAttribute('aria-expanded')).toBe('false');
    expect(trigger('Activities').getAttribute('aria-expanded')).toBe('false');
  });
});
