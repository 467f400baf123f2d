// @vitest-environment jsdom
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, prepareToasts, showToast } from './toasts.ts';
import { englishMessages } from '../../i18n';

const DISMISS_LABEL = englishMessages.toasts.dismiss;

/** The live region BaseLayout renders on every page, with the dismiss button's name. */
function renderLayoutRegion(label: string): void {
  document.querySelector('[data-toast-announcer="polite"]')?.remove();
  const region = document.createElement('div');
  region.dataset.toastAnnouncer = 'polite';
  region.dataset.toastDismissLabel = label;
  region.setAttribute('aria-live', 'polite');
  document.body.append(region);
}

function toastNodes(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.notyf__toast')];
}

function liveRegion(politeness: 'polite' | 'assertive'): HTMLElement {
  const region = document.querySelector<HTMLElement>(`[data-toast-announcer="${politeness}"]`);
  if (!region) throw new Error(`no ${politeness} region`);
  return region;
}

function isClosing(node: HTMLElement): boolean {
  return node.classList.contains('notyf__toast--disappear') || !node.isConnected;
}

beforeEach(() => {
  vi.useFakeTimers();
  renderLayoutRegion(DISMISS_LABEL);
});

afterEach(async () => {
  // Close what a test left open, so the next one starts with no toasts.
  for (const button of document.querySelectorAll<HTMLElement>('.notyf__toast button')) button.click();
  await vi.advanceTimersByTimeAsync(2000);
  vi.useRealTimers();
});

describe('showToast', () => {
  it('shows markup as plain text', async () => {
    showToast('warning', '<img src=x onerror="alert(1)"> & more');
    const [node] = toastNodes();
    expect(node?.querySelector('.notyf__message')?.textContent).toBe('<img src=x onerror="alert(1)"> & more');
    expect(node?.querySelector('img')).toBeNull();
  });

  it("names the dismiss button in the page's language", () => {
    renderLayoutRegion('Sūcanā kāḍhī nākho');
    showToast('success', 'Saved');
    expect(screen.getByRole('button', { name: 'Sūcanā kāḍhī nākho' })).toBeTruthy();
  });

  it('gives the dismiss button a name and closes on it', async () => {
    showToast('success', 'Saved');
    const button = screen.getByRole('button', { name: DISMISS_LABEL });
    expect(button.getAttribute('type')).toBe('button');
    button.click();
    const [node] = toastNodes();
    expect(node && isClosing(node)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastNodes()).toHaveLength(0);
  });

  it('uses its own live regions: polite, or assertive for failures', async () => {
    prepareToasts();
    expect(document.querySelector('.notyf-announcer')).toBeNull();
    showToast('success', 'Sent <ok>');
    await vi.advanceTimersByTimeAsync(100);
    expect(liveRegion('polite').textContent).toBe('Sent <ok>');
    expect(liveRegion('polite').getAttribute('aria-live')).toBe('polite');
    showToast('error', 'Failed');
    await vi.advanceTimersByTimeAsync(100);
    expect(liveRegion('assertive').textContent).toBe('Failed');
    expect(document.querySelector('.notyf-announcer')).toBeNull();
  });

  it('has a progress bar hidden from assistive technology and the dark theme class', async () => {
    showToast('error', 'Oops');
    const [node] = toastNodes();
    expect(node?.classList.contains('toast--error')).toBe(true);
    expect(node?.querySelector('.toast__progress')?.getAttribute('aria-hidden')).toBe('true');
    expect(node?.style.getPropertyValue('--toast-duration')).toBe(`${TOAST_DURATION_MS}ms`);
    expect(node?.style.background).toBe('');
  });

  it('closes after 5 seconds', async () => {
    showToast('success', 'Bye soon');
    const [node] = toastNodes();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(node && isClosing(node)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(node && isClosing(node)).toBe(true);
  });

  it('pauses while the pointer is over it', async () => {
    showToast('success', 'Hover me');
    const [node] = toastNodes();
    if (!node) throw new Error('no toast');
    await vi.advanceTimersByTimeAsync(1000);
    node.dispatchEvent(new MouseEvent('pointerenter'));
    expect(node.classList.contains('is-paused')).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(isClosing(node)).toBe(false);
    node.dispatchEvent(new MouseEvent('pointerleave'));
    expect(node.classList.contains('is-paused')).toBe(false);
    await vi.advanceTimersByTimeAsync(3999);
    expect(isClosing(node)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isClosing(node)).toBe(true);
  });

  it('pauses while focus is inside, closes on Escape and gives focus back', async () => {
    const before = document.createElement('button');
    before.textContent = 'Send';
    document.body.append(before);
    before.focus();
    showToast('warning', 'Focus me');
    const [node] = toastNodes();
    if (!node) throw new Error('no toast');
    const dismiss = screen.getByRole('button', { name: DISMISS_LABEL });
    dismiss.focus();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(isClosing(node)).toBe(false);
    dismiss.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(isClosing(node)).toBe(true);
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('keeps at most three toasts', async () => {
    for (const text of ['one', 'two', 'three', 'four']) showToast('warning', text);
    const open = toastNodes().filter((node) => !isClosing(node));
    expect(open.map((node) => node.textContent)).toEqual(['two', 'three', 'four']);
  });
});
