/**
 * The behaviour the island adds on top of the server's <details> markup.
 * The <details>/<summary> elements are kept after hydration (no element is
 * swapped), so a click that lands while React is still hydrating still hits
 * the same <summary>, and focus never drops to <body>.
 */
import type { KeyboardEvent, MouseEvent, PointerEvent } from 'react';
import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';
import { nextItemIndex, triggerKeyTarget } from '../../lib/navigation/menu-keys';
import type { MenuGroup } from '../../lib/navigation/menu-state';
import { initialMenuState, menuReducer, pickOpenGroup } from '../../lib/navigation/menu-state';
import { byData, isDesktop, useDismiss } from './use-dismiss';

/** Long enough to cross the gap between a trigger and its panel with the mouse. */
const HOVER_CLOSE_DELAY_MS = 250;

export function useSiteNav() {
  const [state, dispatch] = useReducer(menuReducer, initialMenuState);
  const navRef = useRef<HTMLElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);

  const detailsOf = (id: MenuGroup | 'menu') => byData<HTMLDetailsElement>(navRef.current, 'details', id);

  // Hydration happens on the visitor's first touch of the header, so the
  // native <details> may already be open: take that over as the state.
  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return;
    const read = (id: MenuGroup | 'menu') =>
      nav.querySelector<HTMLDetailsElement>(`[data-details="${id}"]`)?.open ?? false;
    const focused = document.activeElement?.closest<HTMLElement>('[data-group]')?.dataset.group;
    dispatch({
      type: 'adopt',
      menuOpen: read('menu'),
      openGroup: pickOpenGroup(
        { about: read('about'), activities: read('activities') },
        focused === 'about' || focused === 'activities' ? focused : null,
      ),
    });
  }, []);

  useDismiss(navRef, state, dispatch);

  // Cleared on unmount so a pending hover close never fires on a gone island.
  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const onMenuClick = useCallback((event: MouseEvent) => {
    event.preventDefault(); // the state, not the native toggle, decides
    dispatch({ type: 'toggleMenu' });
  }, []);

  const onGroupClick = (group: MenuGroup) => (event: MouseEvent) => {
    event.preventDefault();
    dispatch({ type: 'pressGroup', group });
  };

  const focusItem = (group: MenuGroup, which: 'first' | 'last') => {
    const links = detailsOf(group)?.querySelectorAll<HTMLElement>('a');
    if (links?.length) links[which === 'first' ? 0 : links.length - 1]?.focus();
  };

  const onTriggerKeyDown = (group: MenuGroup) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      // Handled here rather than through the click the browser would
      // synthesize: browsers differ on when (keydown, keypress, keyup).
      event.preventDefault();
      if (!event.repeat) dispatch({ type: 'pressGroup', group });
      return;
    }
    const which = triggerKeyTarget(event.key);
    if (!which) return;
    event.preventDefault(); // no page scroll
    // The panel must be open in the DOM before one of its links can take focus.
    flushSync(() => dispatch({ type: 'openGroup', group, by: 'press' }));
    focusItem(group, which);
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const links = [...event.currentTarget.querySelectorAll<HTMLElement>('a')];
    const index = nextItemIndex(
      links.indexOf(document.activeElement as HTMLElement),
      links.length,
      event.key,
    );
    if (index === null) return;
    event.preventDefault();
    links[index]?.focus();
  };

  const onPointerEnter = (group: MenuGroup) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !isDesktop()) return;
    window.clearTimeout(hoverTimer.current);
    dispatch({ type: 'openGroup', group, by: 'hover' });
  };

  const onPointerLeave = (group: MenuGroup) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => dispatch({ type: 'hoverEnd', group }), HOVER_CLOSE_DELAY_MS);
  };

  // Find-in-page can open a <details> by itself: keep the state (and so
  // aria-expanded) true to what is on screen.
  const onToggle = (id: MenuGroup | 'menu') => () => {
    const open = detailsOf(id)?.open ?? false;
    if (!state.adopted) return;
    if (id === 'menu') {
      if (open !== state.menuOpen) dispatch({ type: 'toggleMenu' });
    } else if (open && state.openGroup !== id) {
      dispatch({ type: 'openGroup', group: id, by: 'press' });
    } else if (!open && state.openGroup === id) {
      dispatch({ type: 'closeGroup' });
    }
  };

  return {
    state,
    navRef,
    onMenuClick,
    onToggle,
    onPanelKeyDown,
    group: (id: MenuGroup) => ({
      onClick: onGroupClick(id),
      onTriggerKeyDown: onTriggerKeyDown(id),
      onPointerEnter: onPointerEnter(id),
      onPointerLeave: onPointerLeave(id),
    }),
  };
}
