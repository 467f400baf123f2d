/**
 * Horizontal drag (mouse, pen or finger) to throw a toast away. A drag that
 * ends short of the threshold puts the toast back; vertical movement is
 * left to the page so touch scrolling still works (touch-action: pan-y).
 */

// Far enough that a shaky click or tap never dismisses by accident.
const MIN_DISMISS_PX = 64;

/** True when a drag of dx pixels on a toast this wide should dismiss it. */
export function isDismissingDrag(dx: number, width: number): boolean {
  return Math.abs(dx) >= Math.max(MIN_DISMISS_PX, width * 0.3);
}

export interface DragHandlers {
  onStart(): void;
  onCancel(): void;
  onDismiss(): void;
}

export function enableDragToDismiss(node: HTMLElement, handlers: DragHandlers): () => void {
  let pointerId: number | null = null;
  let startX = 0;
  let dx = 0;

  function reset(): void {
    node.style.removeProperty('translate');
    node.classList.remove('is-dragging');
    pointerId = null;
    dx = 0;
  }

  function onPointerDown(event: PointerEvent): void {
    // Buttons inside the toast (dismiss) keep their own click.
    if (event.button !== 0 || (event.target as Element | null)?.closest('button')) return;
    pointerId = event.pointerId;
    startX = event.clientX;
    dx = 0;
    node.setPointerCapture?.(event.pointerId);
    node.classList.add('is-dragging');
    handlers.onStart();
  }

  function onPointerMove(event: PointerEvent): void {
    if (event.pointerId !== pointerId) return;
    dx = event.clientX - startX;
    // `translate`, not `transform`: notyf's entry animation holds `transform`
    // and an animation wins over an inline style.
    node.style.setProperty('translate', `${dx}px 0`);
  }

  function onPointerEnd(event: PointerEvent): void {
    if (event.pointerId !== pointerId) return;
    const dismiss = event.type === 'pointerup' && isDismissingDrag(dx, node.offsetWidth);
    if (dismiss) {
      pointerId = null;
      handlers.onDismiss();
    } else {
      reset();
      handlers.onCancel();
    }
  }

  node.addEventListener('pointerdown', onPointerDown);
  node.addEventListener('pointermove', onPointerMove);
  node.addEventListener('pointerup', onPointerEnd);
  node.addEventListener('pointercancel', onPointerEnd);
  return () => {
    node.removeEventListener('pointerdown', onPointerDown);
    node.removeEventListener('pointermove', onPointerMove);
    node.removeEventListener('pointerup', onPointerEnd);
    node.removeEventListener('pointercancel', onPointerEnd);
  };
}
