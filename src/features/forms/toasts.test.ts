// @vitest-environment jsdom
import { screen } from '@testing-library/dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, isDismissingDrag, showToast } from './toasts.ts';
import { englishMessages } from '../../../tests/support/messages.ts';

const DISMISS_LABEL = englishMessages.toasts.dismiss;

/** The live regions BaseLayout renders on every page, the first with the dismiss button's name. */
function renderLayoutRegion(label: string): void {
  for (const politeness of ['polite', 'assertive']) {
    document.querySelector(`[data-toast-announcer="${politeness}"]`)?.remove();
    const region = document.createElement('div');
    region.dataset.toastAnnouncer = politeness;
    if (politeness === 'polite') region.dataset.toastDismissLabel = label;
    region.setAttribute('aria-live', politeness);
    document.body.append(region);
  }
}

function pointer(type: string, clientX: number, target: Element): void {
  const event = new MouseEvent(type, { bubbles: true, clientX, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  target.dispatchEvent(event);
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
    button.click();
    const [node] = toastNodes();
    expect(node && isClosing(node)).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(toastNodes()).toHaveLength(0);
  });

  it('uses its own live regions: polite, or assertive for failures', async () => {
    showToast('success', 'Sent <ok>');
    expect(document.querySelector('.notyf-announcer')).toBeNull();
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

  it('closes when its progress bar runs out, not before', async () => {
    showToast('success', 'Bye soon');
    const [node] = toastNodes();
    await vi.advanceTimersByTimeAsync(60_000); // the bar, not a timer, tells the time (see forms.spec.ts)
    expect(node && isClosing(node)).toBe(false);
    node?.querySelector('.toast__progress')?.dispatchEvent(new Event('animationend'));
    expect(node && isClosing(node)).toBe(true);
  });

  it('closes on Escape and gives focus back', async () => {
    const before = document.createElement('button');
    before.textContent = 'Send';
    document.body.append(before);
    before.focus();
    showToast('warning', 'Focus me');
    const [node] = toastNodes();
    if (!node) throw new Error('no toast');
    const dismiss = screen.getByRole('button', { name: DISMISS_LABEL });
    dismiss.focus();
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

  it('is thrown away by a long horizontal drag, and put back after a short one', async () => {
    showToast('success', 'Drag me');
    const [node] = toastNodes();
    if (!node) throw new Error('no toast');
    pointer('pointerdown', 10, node);
    pointer('pointermove', 30, node);
    expect(node.classList.contains('is-dragging')).toBe(true); // toasts.css pauses the bar
    pointer('pointerup', 30, node);
    expect(isClosing(node)).toBe(false);
    expect(node.classList.contains('is-dragging')).toBe(false);
    pointer('pointerdown', 10, node);
    pointer('pointermove', 150, node);
    pointer('pointerup', 150, node);
    expect(node.isConnected).toBe(false);
  });

  it('leaves a press on its dismiss button to the button', () => {
    showToast('success', 'Press');
    const [node] = toastNodes();
    pointer('pointerdown', 10, screen.getByRole('button', { name: DISMISS_LABEL }));
    expect(node?.classList.contains('is-dragging')).toBe(false);
  });
});

describe('isDismissingDrag', () => {
  it.each([
    [0, 300, false],
    [89, 300, false],
    [90, 300, true],
    [-120, 300, true],
    [63, 100, false],
    [64, 100, true],
  ])('a drag of %i px on a %i px toast dismisses: %s', (dx, width, expected) => {
    expect(isDismissingDrag(dx, width)).toBe(expected);
  });
});
