/**
 * The site's one toast helper, around notyf. notyf draws and stacks the
 * toasts; this module adds what our toasts need and notyf 3 has no option
 * for: a dark theme, a progress bar showing the time
 * left, a pause while the pointer is over a toast or focus is inside it,
 * drag to dismiss, a named dismiss button, escaped text and our own live
 * regions.
 *
 * notyf touches `document` only when constructed, so importing it here is
 * safe during server rendering; it is constructed on first use in the
 * browser. A static import (3 KB) means the first toast never waits for a
 * download that could be slow or fail just when something went wrong.
 */
import { Notyf, NotyfEvent, type NotyfNotification } from 'notyf';
import 'notyf/notyf.min.css';
import { startCountdown } from './countdown.ts';
import { enableDragToDismiss } from './drag-dismiss.ts';
import { escapeHtml } from '../../lib/text/escape-html.ts';
import { announce, prepareLiveRegions } from './live-region.ts';
import './toasts.css';

export type ToastKind = 'success' | 'warning' | 'error';

export const TOAST_DURATION_MS = 5000;

// More than this and the oldest goes, so repeated clicks cannot bury the page.
const MAX_VISIBLE = 3;

// notyf takes a toast out when its exit animation ends; if that event never
// comes (a background tab, a browser without animations), we do it.
const REMOVAL_FALLBACK_MS = 1000;

interface ToastSystem {
  notyf: Notyf;
  container: HTMLElement;
}

let system: ToastSystem | null = null;
const openToasts: (() => void)[] = [];

function createSystem(): ToastSystem {
  const before = new Set(document.body.children);
  // Empty colours stop notyf from painting its light theme inline.
  const plain = { icon: false as const, background: '', backgroundColor: '' };
  const notyf = new Notyf({
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
  return { notyf, container };
}

function getSystem(): ToastSystem {
  system ??= createSystem();
  return system;
}

/** Creates the live regions and the toast container ahead of the first toast. */
export function prepareToasts(): void {
  prepareLiveRegions();
  getSystem();
}

/**
 * The dismiss button's name, in the page's language. BaseLayout writes it
 * beside the toasts' live regions, so every island that shows a toast names
 * the button alike without a dictionary in the browser's JavaScript.
 */
function dismissLabel(): string | undefined {
  return document.querySelector<HTMLElement>('[data-toast-dismiss-label]')?.dataset.toastDismissLabel;
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
  const label = dismissLabel();
  if (label) dismissButton?.setAttribute('aria-label', label);

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
  notification.on(NotyfEvent.Dismiss, () => close());
  return close;
}

/** Shows a toast with plain text (never markup) and announces it. */
export function showToast(kind: ToastKind, message: string): void {
  prepareLiveRegions();
  const current = getSystem();
  while (openToasts.length >= MAX_VISIBLE) openToasts[0]?.();
  const notification = current.notyf.open({ type: kind, message: escapeHtml(message) });
  const node = current.container.lastElementChild;
  if (node instanceof HTMLElement) openToasts.push(enhanceToast(node, notification, current));
  announce(message, kind === 'error' ? 'assertive' : 'polite');
}
