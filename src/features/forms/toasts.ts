// The site's one toast helper: notyf, top-right, plus what notyf 3 lacks: a dark theme, a progress bar,
// 5,000 ms that pause under the pointer or focus, drag to dismiss. notyf's announcer would read our escaped
// markup and is only polite: BaseLayout's regions announce. notyf (4 KB) travels with the form rather than
// loading at its first use: a send fails offline, which is just when a late download would fail too.
import { Notyf } from 'notyf';
import notyfCss from 'notyf/notyf.min.css?inline';
import { escapeHtml } from '../../lib/text/escape-html.ts';
// ?inline: the CSS travels in this chunk, not in the pages' HTML (Astro inlines every imported stylesheet).
import ownCss from './toasts.css?inline';

export type ToastKind = 'success' | 'warning' | 'error';
export const TOAST_DURATION_MS = 5000;
const MAX_VISIBLE = 3; // more and the oldest goes, so repeated clicks cannot bury the page

let notyf: Notyf | null = null;
const open = new Map<HTMLElement, () => void>(); // each toast's closer, oldest first

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;
// Only Tab's focus: the form's own, on the Send button as a toast opens, must leave the toast to be read.
let tabbing = false;
const noteTab = (event: KeyboardEvent) => (tabbing = event.key === 'Tab');
/** WCAG 2.4.11: a toast steps aside for what Tab reaches under it. Its words stay on the page by the form. */
function keepFocusInSight({ target }: FocusEvent): void {
  if (!tabbing || !(target instanceof Element)) return;
  const focused = target.getBoundingClientRect();
  for (const [node, close] of [...open])
    if (!node.contains(target) && overlaps(node.getBoundingClientRect(), focused)) close();
}

/** Notyf and its styles, made at the first toast: pages and server rendering never need them. */
function toasts(): Notyf {
  if (notyf) return notyf;
  document.head.insertAdjacentHTML('beforeend', `<style>${notyfCss}\n${ownCss}</style>`);
  notyf = new Notyf({
    duration: 0, // the progress bar closes toasts, so they can pause
    ripple: false,
    dismissible: true,
    position: { x: 'right', y: 'top' },
    types: ['success', 'warning', 'error'].map((type) => {
      const className = `toast toast--${type}`;
      return { type, className, icon: false, background: '', backgroundColor: '' }; // no inline light theme
    }),
  });
  document.querySelector('.notyf-announcer')?.remove();
  document.addEventListener('keydown', noteTab, true);
  document.addEventListener('focusin', keepFocusInSight);
  return notyf;
}

export function showToast(kind: ToastKind, message: string): void {
  const politeness = kind === 'error' ? 'assertive' : 'polite';
  const region = document.querySelector(`[data-toast-announcer="${politeness}"]`);
  if (region) {
    // Screen readers skip text set in the same tick as a clear, and never repeat one unchanged.
    region.textContent = '';
    setTimeout(() => (region.textContent = message), 100);
  }
  while (open.size >= MAX_VISIBLE) open.values().next().value?.();
  const notification = toasts().open({ type: kind, message: escapeHtml(message) });
  const node = document.querySelector<HTMLElement>('.notyf .notyf__toast:last-child');
  if (!node) return;
  node.style.setProperty('--toast-duration', `${TOAST_DURATION_MS}ms`);
  node.insertAdjacentHTML('beforeend', '<div class="toast__progress" aria-hidden="true"></div>');
  const button = node.querySelector('button');
  const label = document.querySelector<HTMLElement>('[data-toast-dismiss-label]')?.dataset.toastDismissLabel;
  if (label) button?.setAttribute('aria-label', label);

  let returnFocusTo: HTMLElement | null = null;
  const close = (): void => {
    if (!open.delete(node)) return;
    // Keyboard users who tabbed into the toast go back where they came from.
    if (node.contains(document.activeElement) && returnFocusTo?.isConnected) returnFocusTo.focus();
    toasts().dismiss(notification);
    // notyf removes it when its exit animation ends, which may never come (a background tab).
    setTimeout(() => node.remove(), 1000);
  };
  open.set(node, close);
  node.querySelector('.toast__progress')?.addEventListener('animationend', close); // paused by toasts.css
  button?.addEventListener('click', close);
  node.addEventListener('focusin', (event) => {
    if (event.relatedTarget instanceof HTMLElement && !node.contains(event.relatedTarget))
      returnFocusTo = event.relatedTarget;
  });
  node.addEventListener('keydown', (event) => event.key === 'Escape' && close());
  enableDrag(node, () => (close(), node.remove()));
}

/** True when a drag of dx pixels should throw away a toast this wide: far enough that a shaky tap never does. */
export const isDismissingDrag = (dx: number, width: number) => Math.abs(dx) >= Math.max(64, width * 0.3);

/** Horizontal drag (mouse, pen, finger); vertical movement still scrolls (touch-action: pan-y in toasts.css). */
function enableDrag(node: HTMLElement, dismiss: () => void) {
  let start: PointerEvent | null = null;
  const moved = (event: PointerEvent) => event.clientX - (start?.clientX ?? event.clientX);
  node.addEventListener('pointerdown', (event) => {
    if (event.button !== 0 || (event.target as Element).closest('button')) return; // the dismiss button keeps its click
    start = event;
    node.setPointerCapture?.(event.pointerId);
    node.classList.add('is-dragging');
  });
  node.addEventListener('pointermove', (event) => {
    // `translate`, not `transform`: notyf's entry animation holds `transform`.
    if (event.pointerId === start?.pointerId) node.style.translate = `${moved(event)}px 0`;
  });
  const end = (event: PointerEvent) => {
    if (event.pointerId !== start?.pointerId) return;
    if (event.type === 'pointerup' && isDismissingDrag(moved(event), node.offsetWidth)) return dismiss();
    start = null;
    node.style.translate = '';
    node.classList.remove('is-dragging');
  };
  for (const type of ['pointerup', 'pointercancel'] as const) node.addEventListener(type, end);
}
