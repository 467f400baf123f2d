/**
 * The site's one toast helper: notyf, top-right, with what the spec needs
 * and notyf 3 lacks (LIBRARY-NOTES): a dark theme and a progress bar
 * (toasts.css), 5,000 ms that pause while the pointer is over a toast or
 * focus is inside it, and drag to dismiss. notyf puts the message in with
 * innerHTML, so it is escaped, and its announcer (which would read the escaped
 * markup) gives way to BaseLayout's two regions, where failures are assertive.
 */
import { Notyf, NotyfEvent } from 'notyf';
import 'notyf/notyf.min.css';
import { escapeHtml } from '../../lib/text/escape-html.ts';
import './toasts.css';

export type ToastKind = 'success' | 'warning' | 'error';
export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 3; // more and the oldest goes, so repeated clicks cannot bury the page

let notyf: Notyf | null = null;
const open: (() => void)[] = [];

export function prepareToasts(): Notyf {
  if (notyf) return notyf;
  const plain = { icon: false as const, background: '', backgroundColor: '' }; // no inline light theme
  notyf = new Notyf({
    duration: 0, // our timer closes toasts, so it can pause
    ripple: false,
    dismissible: true,
    position: { x: 'right', y: 'top' },
    types: (['success', 'warning', 'error'] as const).map((type) => ({
      type,
      className: `toast toast--${type}`,
      ...plain,
    })),
  });
  document.querySelector('.notyf-announcer')?.remove();
  return notyf;
}

export function showToast(kind: ToastKind, message: string): void {
  const toasts = prepareToasts();
  while (open.length >= MAX_VISIBLE) open[0]?.();
  const notification = toasts.open({ type: kind, message: escapeHtml(message) });
  const node = document.querySelector<HTMLElement>('.notyf .notyf__toast:last-child');
  const region = document.querySelector(
    `[data-toast-announcer="${kind === 'error' ? 'assertive' : 'polite'}"]`,
  );
  if (region) {
    // Screen readers skip text set in the same tick as a clear, and never repeat one unchanged.
    region.textContent = '';
    setTimeout(() => (region.textContent = message), 100);
  }
  if (!node) return;
  node.style.setProperty('--toast-duration', `${TOAST_DURATION_MS}ms`);
  node.insertAdjacentHTML('beforeend', '<div class="toast__progress" aria-hidden="true"></div>');
  const button = node.querySelector('button');
  button?.setAttribute('type', 'button');
  const label = document.querySelector<HTMLElement>('[data-toast-dismiss-label]')?.dataset.toastDismissLabel;
  if (label) button?.setAttribute('aria-label', label);

  // The time left runs only while nothing holds it (hover, focus, drag).
  const holds = new Set<string>();
  let left = TOAST_DURATION_MS;
  let started = Date.now();
  let timer = setTimeout(close, left);
  let returnFocusTo: HTMLElement | null = null;
  function hold(reason: string): void {
    if (holds.size === 0) {
      clearTimeout(timer);
      left -= Date.now() - started;
    }
    holds.add(reason);
    node?.classList.add('is-paused');
  }
  function release(reason: string): void {
    if (!holds.delete(reason) || holds.size > 0) return;
    node?.classList.remove('is-paused');
    started = Date.now();
    timer = setTimeout(close, left);
  }
  function close(): void {
    if (!node?.isConnected || !open.includes(close)) return;
    clearTimeout(timer);
    open.splice(open.indexOf(close), 1);
    // Keyboard users who tabbed into the toast go back where they came from.
    if (node.contains(document.activeElement) && returnFocusTo?.isConnected) returnFocusTo.focus();
    toasts.dismiss(notification);
    // notyf removes it when its exit animation ends, which may never come (a background tab).
    setTimeout(() => node.remove(), 1000);
  }
  open.push(close);
  notification.on(NotyfEvent.Dismiss, close);
  node.addEventListener('pointerenter', () => hold('hover'));
  node.addEventListener('pointerleave', () => release('hover'));
  node.addEventListener('focusin', (event) => {
    if (event.relatedTarget instanceof HTMLElement && !node.contains(event.relatedTarget))
      returnFocusTo = event.relatedTarget;
    hold('focus');
  });
  node.addEventListener('focusout', (event) => {
    if (!node.contains(event.relatedTarget as Node | null)) release('focus');
  });
  node.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  enableDrag(node, hold, release, () => (close(), node.remove()));
}

/** True when a drag of dx pixels should throw away a toast this wide: far enough that a shaky tap never does. */
export const isDismissingDrag = (dx: number, width: number) => Math.abs(dx) >= Math.max(64, width * 0.3);

/** Horizontal drag (mouse, pen, finger); vertical movement still scrolls (touch-action: pan-y in toasts.css). */
function enableDrag(
  node: HTMLElement,
  hold: (r: string) => void,
  release: (r: string) => void,
  dismiss: () => void,
) {
  let pointer: number | null = null;
  let startX = 0;
  let dx = 0;
  node.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return; // the dismiss button keeps its click
    [pointer, startX, dx] = [event.pointerId, event.clientX, 0];
    node.setPointerCapture?.(event.pointerId);
    node.classList.add('is-dragging');
    hold('drag');
  });
  node.addEventListener('pointermove', (event) => {
    if (event.pointerId !== pointer) return;
    dx = event.clientX - startX;
    // `translate`, not `transform`: notyf's entry animation holds `transform`.
    node.style.setProperty('translate', `${dx}px 0`);
  });
  const end = (event: PointerEvent) => {
    if (event.pointerId !== pointer) return;
    pointer = null;
    if (event.type === 'pointerup' && isDismissingDrag(dx, node.offsetWidth)) return dismiss();
    node.style.removeProperty('translate');
    node.classList.remove('is-dragging');
    release('drag');
  };
  node.addEventListener('pointerup', end);
  node.addEventListener('pointercancel', end);
}
