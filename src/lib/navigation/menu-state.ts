/**
 * The state of the header menus as a pure reducer, so every rule ("opening
 * one dropdown closes the other", "a dropdown opened by hover closes when
 * the pointer leaves, one opened by a press stays") is tested without a DOM.
 */

export type MenuGroup = 'about' | 'activities';

/** How a dropdown was opened: hover-opened ones follow the pointer, pressed ones stay. */
export type OpenedBy = 'hover' | 'press';

export interface MenuState {
  /** False until the island has read what the visitor opened before hydration. */
  adopted: boolean;
  /** The "Menu" button's list (phones and tablets only; always shown on desktop). */
  menuOpen: boolean;
  /** At most one dropdown is open at a time. */
  openGroup: MenuGroup | null;
  openedBy: OpenedBy | null;
}

export type MenuAction =
  | { type: 'adopt'; menuOpen: boolean; openGroup: MenuGroup | null }
  | { type: 'toggleMenu' }
  | { type: 'pressGroup'; group: MenuGroup }
  | { type: 'openGroup'; group: MenuGroup; by: OpenedBy }
  | { type: 'hoverEnd'; group: MenuGroup }
  | { type: 'closeGroup' }
  | { type: 'closeAll' };

export const initialMenuState: MenuState = {
  adopted: false,
  menuOpen: false,
  openGroup: null,
  openedBy: null,
};

const allClosed = { menuOpen: false, openGroup: null, openedBy: null } as const;

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'adopt':
      // A <details> opened natively before hydration counts as pressed: the
      // visitor clicked it, so it must not close when the pointer moves off.
      return {
        adopted: true,
        menuOpen: action.menuOpen,
        openGroup: action.openGroup,
        openedBy: action.openGroup ? 'press' : null,
      };
    case 'toggleMenu':
      return state.menuOpen ? { ...state, ...allClosed } : { ...state, menuOpen: true };
    case 'pressGroup':
      if (state.openGroup !== action.group) return { ...state, openGroup: action.group, openedBy: 'press' };
      // A click on a trigger the pointer has just opened by hovering would
      // otherwise close it under the visitor's hand: pin it open instead.
      if (state.openedBy === 'hover') return { ...state, openedBy: 'press' };
      return { ...state, openGroup: null, openedBy: null };
    case 'openGroup':
      if (state.openGroup === action.group) {
        // Hovering over a pressed dropdown must not downgrade it to hover.
        return action.by === 'press' ? { ...state, openedBy: 'press' } : state;
      }
      return { ...state, openGroup: action.group, openedBy: action.by };
    case 'hoverEnd':
      if (state.openGroup !== action.group || state.openedBy !== 'hover') return state;
      return { ...state, openGroup: null, openedBy: null };
    case 'closeGroup':
      return state.openGroup ? { ...state, openGroup: null, openedBy: null } : state;
    case 'closeAll':
      return state.menuOpen || state.openGroup ? { ...state, ...allClosed } : state;
  }
}

/** What Escape closes first: the open dropdown, then the phone menu. */
export function escapeTarget(state: MenuState): MenuGroup | 'menu' | null {
  if (state.openGroup) return state.openGroup;
  return state.menuOpen ? 'menu' : null;
}

/** The open group to adopt from the DOM; two can be open natively on old browsers, keep one. */
export function pickOpenGroup(open: Record<MenuGroup, boolean>, focused: MenuGroup | null): MenuGroup | null {
  if (focused && open[focused]) return focused;
  if (open.about) return 'about';
  return open.activities ? 'activities' : null;
}
