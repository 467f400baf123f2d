/**
 * Everything that closes the menus without a press on their triggers:
 * Escape, a click outside, focus leaving, and a page coming back from the
 * back/forward cache.
 */
import type { ActionDispatch, RefObject } from 'react';
import { useEffect } from 'react';
import { WIDTH } from '../../lib/layout/breakpoints';
import type { MenuAction, MenuState } from '../../lib/navigation/menu-state';
import { escapeTarget } from '../../lib/navigation/menu-state';

/** From this width About and Activities are dropdowns and the "Menu" button is hidden (site-nav.css). */
export const isDesktop = () => window.matchMedia(`(min-width: ${WIDTH.large}px)`).matches;

/** The island marks its parts with data attributes rather than holding a ref to each. */
export const byData = <T extends HTMLElement>(root: HTMLElement | null, name: string, value: string) =>
  root?.querySelector<T>(`[data-${name}="${value}"]`) ?? null;

export function useDismiss(
  navRef: RefObject<HTMLElement | null>,
  state: MenuState,
  dispatch: ActionDispatch<[MenuAction]>,
) {
  // A page restored from the back/forward cache comes back as it was left;
  // a menu left open there would cover the page the visitor returns to.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) dispatch({ type: 'closeAll' });
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [dispatch]);

  const anyOpen = state.menuOpen || state.openGroup !== null;
  useEffect(() => {
    const nav = navRef.current;
    if (!anyOpen || !nav) return;
    const onPointerDown = (event: Event) => {
      if (!nav.contains(event.target as Node)) dispatch({ type: 'closeAll' });
    };
    // On the document, so Escape also dismisses a dropdown opened by hover
    // while focus is elsewhere (WCAG 1.4.13); focus moves only if it was in the menu.
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const target = escapeTarget(state);
      if (!target) return;
      const focusWasInside = nav.contains(document.activeElement);
      dispatch({ type: target === 'menu' ? 'closeAll' : 'closeGroup' });
      if (focusWasInside) byData(nav, 'trigger', target)?.focus();
    };
    // relatedTarget is null when focus goes nowhere (a click on plain text,
    // another window): outside clicks are already handled by pointerdown.
    const onFocusOut = (event: globalThis.FocusEvent) => {
      const next = event.relatedTarget;
      if (!(next instanceof Node)) return;
      if (!nav.contains(next)) {
        dispatch({ type: 'closeAll' });
        return;
      }
      const group = state.openGroup && byData(nav, 'group', state.openGroup);
      if (group && isDesktop() && group.contains(event.target as Node) && !group.contains(next)) {
        dispatch({ type: 'closeGroup' });
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    nav.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      nav.removeEventListener('focusout', onFocusOut);
    };
  }, [anyOpen, state, navRef, dispatch]);
}
