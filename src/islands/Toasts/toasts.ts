/**
 * The site's one toast helper, around notyf. notyf draws and stacks the
 * toasts; this module adds what the specification asks and notyf lacks
 * (see shared LIBRARY-NOTES): a dark theme, a progress bar showing the time
 * left, a pause while the pointer is over a toast or focus is inside it,
 * drag to dismiss, a named dismiss button, escaped text and our own live
 * regions. notyf touches `document`, so it is loaded on first use only.
 */
import type { Notyf, NotyfEvent, NotyfNotification } from 'notyf';
import { startCountdown } from './countdown.ts';
import { enableDragToDismiss } from './drag-dismiss.ts';
import { escapeHtml } from './escape-html.ts';
import { announce, prepareLiveRegions } from './live-region.ts';

export type ToastKind = 'success' | 'warning' | 'error';

export const TOAST_DURATION_MS = 5000;
export const DISMISS_LABEL = 'Dismiss notification';

// More than this and the oldest goes, so repeated clicks cannot bury the page.
const MAX_VISIBLE = 3;

// notyf takes a toast out when its exit animation ends; if that event never
// comes (a background tab, a browser without animations), we do it.
const REMOVAL_FALLBACK_MS = 1000;

interface ToastSystem {
  notyf: Notyf;
  container: HTMLElement;
  dismissEvent: NotyfEvent;
}

let loading: Promise<ToastSystem> | null = null;
const openToasts: (() => void)[] = [];

async function createSystem(): Promise<ToastSystem> {
  const [notyfModule] = await Promise.all([
    import('notyf'),
    import('notyf/notyf.min.css'),
    import('./toasts.css'),
  ]);
  const before = new Set(document.body.children);
  // Empty colours stop notyf from painting its light theme inline.
  const plain = { icon: false as const, background: '', backgroundColor: '' };
  const notyf = new notyfModule.Notyf({
    duration: 0, // our countdown closes toasts, so it can pause
    dismissible: true,
    ripple: false,
    position: { x: 'right', y: 'top' },
    types: [
      { type: 'success', className: 'toast toast--success', ...plain },
      { type: 'warning', className: 'toast toast--warning', ...plain },
      { type: 'error', className: 'toast toast--error', ...plain },
    ],
  });
  const added = [...document.body.children].filter((element) => !before.has(element));
  // notyf's own announcer would read our escaped markup aloud; ours reads the text.
  added
    .filter((element) => element.classList.contains('notyf-announcer'))
    .forEach((element) => element.remove());
  const container = added.find((element) => element.classList.contains('notyf'));
  if (!(container instanceof HTMLElement)) throw new Error('notyf did not create its container');
  return { notyf, container, dismissEvent: notyfModule.NotyfEvent.Dismiss };
}

function loadSystem(): Promise<ToastSystem> {
  loading ??= createSystem().catch((error: unknown) => {
    loading = null; // let a later toast try again
    throw error;
  });
  return loading;
}

/** Creates the live regions and loads notyf ahead of the first toast. */
export function prepareToasts(): void {
  prepareLiveRegions();
  void loadSystem().catch(() => undefined);
}

function enhanceToast(node: HTMLElement, notification: NotyfNotification, system: ToastSystem): () => void {
  let closed = false;
  let returnFocusTo: HTMLElement | null = null;

  node.style.setProperty('--toast-duration', `${TOAST_DURATION_MS}ms`);
  const progress = document.createElement('div');
  progress.className = 'toast__progress';
  progress.setAttribute('aria-hidden', 'true');
  node.append(progress);

  const dismissButton = node.querySelector('button');
  dismissButton?.setAttribute('type', 'button');
  dismissButton?.setAttribute('aria-label', DISMISS_LABEL);

  const countdown = startCountdown(
    TOAST_DURATION_MS,
    () => close(),
    (held) => {
      node.classList.toggle('is-paused', held);
    },
  );
  const stopDrag = enableDragToDismiss(node, {
    onStart: () => countdown.hold('drag'),
    onCancel: () => countdown.release('drag'),
    onDismiss: () => close({ now: true }),
  });

  function close(options: { now?: boolean } = {}): void {
    if (closed) return;
    closed = true;
    countdown.cancel();
    stopDrag();
    openToasts.splice(openToasts.indexOf(close), 1);
    // Keyboard users who tabbed into the toast go back where they came from.
    if (node.contains(document.activeElement) && returnFocusTo?.isConnected) returnFocusTo.focus();
    system.notyf.dismiss(notification);
    if (options.now) node.remove();
    else setTimeout(() => node.remove(), REMOVAL_FALLBACK_MS);
  }

  node.addEventListener('pointerenter', () => countdown.hold('hover'));
  node.addEventListener('pointerleave', () => countdown.release('hover'));
  node.addEventListener('focusin', (event) => {
    const from = event.relatedTarget;
    if (from instanceof HTMLElement && !node.contains(from)) returnFocusTo = from;
    countdown.hold('focus');
  });
  node.addEventListener('focusout', (event) => {
    if (!node.contains(event.relatedTarget as Node | null)) countdown.release('focus');
  });
  node.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  notification.on(system.dismissEvent, () => close());
  return close;
}

/** Shows a toast with plain text (never markup) and announces it. */
export async function showToast(kind: ToastKind, message: string): Promise<void> {
  prepareLiveRegions();
  const system = await loadSystem();
  while (openToasts.length >= MAX_VISIBLE) openToasts[0]?.();
  const notification = system.notyf.open({ type: kind, message: escapeHtml(message) });
  const node = system.container.lastElementChild;
  if (node instanceof HTMLElement) openToasts.push(enhanceToast(node, notification, system));
  announce(message, kind === 'error' ? 'assertive' : 'polite');
}
