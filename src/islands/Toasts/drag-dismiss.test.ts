// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { enableDragToDismiss, isDismissingDrag } from './drag-dismiss.ts';

describe('isDismissingDrag', () => {
  it.each([
    [0, 300, false],
    [40, 300, false],
    [89, 300, false],
    [90, 300, true],
    [-120, 300, true],
    [63, 100, false],
    [64, 100, true],
  ])('a drag of %i px on a %i px toast dismisses: %s', (dx, width, expected) => {
    expect(isDismissingDrag(dx, width)).toBe(expected);
  });
});

function pointer(type: string, clientX: number, target: Element): void {
  const event = new MouseEvent(type, { bubbles: true, clientX, button: 0 });
  Object.defineProperty(event, 'pointerId', { value: 1 });
  target.dispatchEvent(event);
}

function setup() {
  const node = document.createElement('div');
  const button = document.createElement('button');
  node.append(button);
  document.body.append(node);
  const handlers = { onStart: vi.fn(), onCancel: vi.fn(), onDismiss: vi.fn() };
  enableDragToDismiss(node, handlers);
  return { node, button, handlers };
}

describe('enableDragToDismiss', () => {
  it('dismisses after a long horizontal drag', () => {
    const { node, handlers } = setup();
    pointer('pointerdown', 10, node);
    pointer('pointermove', 150, node);
    pointer('pointerup', 150, node);
    expect(handlers.onStart).toHaveBeenCalledOnce();
    expect(handlers.onDismiss).toHaveBeenCalledOnce();
  });

  it('puts the toast back after a short drag', () => {
    const { node, handlers } = setup();
    pointer('pointerdown', 10, node);
    pointer('pointermove', 30, node);
    pointer('pointerup', 30, node);
    expect(handlers.onDismiss).not.toHaveBeenCalled();
    expect(handlers.onCancel).toHaveBeenCalledOnce();
    expect(node.classList.contains('is-dragging')).toBe(false);
  });

  it('leaves presses on buttons alone', () => {
    const { button, handlers } = setup();
    pointer('pointerdown', 10, button);
    expect(handlers.onStart).not.toHaveBeenCalled();
  });
});
