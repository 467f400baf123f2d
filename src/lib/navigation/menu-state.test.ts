import { describe, expect, it } from 'vitest';
import type { MenuAction, MenuState } from './menu-state';
import { escapeTarget, initialMenuState, menuReducer, pickOpenGroup } from './menu-state';

const run = (...actions: MenuAction[]): MenuState =>
  actions.reduce(menuReducer, { ...initialMenuState, adopted: true });

describe('menuReducer', () => {
  it('adopts what the browser opened before hydration, as pressed', () => {
    const state = menuReducer(initialMenuState, { type: 'adopt', menuOpen: true, openGroup: 'activities' });
    expect(state).toEqual({ adopted: true, menuOpen: true, openGroup: 'activities', openedBy: 'press' });
  });

  it('toggles the phone menu, and closing it closes its dropdowns', () => {
    expect(run({ type: 'toggleMenu' }).menuOpen).toBe(true);
    const closed = run(
      { type: 'toggleMenu' },
      { type: 'pressGroup', group: 'about' },
      { type: 'toggleMenu' },
    );
    expect(closed).toMatchObject({ menuOpen: false, openGroup: null });
  });

  it('toggles a dropdown with presses and keeps only one open', () => {
    expect(run({ type: 'pressGroup', group: 'about' }).openGroup).toBe('about');
    expect(
      run({ type: 'pressGroup', group: 'about' }, { type: 'pressGroup', group: 'about' }).openGroup,
    ).toBe(null);
    expect(
      run({ type: 'pressGroup', group: 'about' }, { type: 'pressGroup', group: 'activities' }).openGroup,
    ).toBe('activities');
  });

  it('pins a hover-opened dropdown on press instead of closing it', () => {
    const pinned = run(
      { type: 'openGroup', group: 'about', by: 'hover' },
      { type: 'pressGroup', group: 'about' },
    );
    expect(pinned).toMatchObject({ openGroup: 'about', openedBy: 'press' });
    expect(menuReducer(pinned, { type: 'hoverEnd', group: 'about' }).openGroup).toBe('about');
  });

  it('closes a hover-opened dropdown when the pointer leaves it', () => {
    const state = run(
      { type: 'openGroup', group: 'activities', by: 'hover' },
      { type: 'hoverEnd', group: 'activities' },
    );
    expect(state.openGroup).toBeNull();
  });

  it('ignores the pointer leaving a dropdown that is not the open one', () => {
    const state = run(
      { type: 'openGroup', group: 'about', by: 'hover' },
      { type: 'hoverEnd', group: 'activities' },
    );
    expect(state.openGroup).toBe('about');
  });

  it('does not downgrade a pressed dropdown to hover', () => {
    const state = run(
      { type: 'pressGroup', group: 'about' },
      { type: 'openGroup', group: 'about', by: 'hover' },
    );
    expect(state.openedBy).toBe('press');
  });

  it('closes everything at once', () => {
    const state = run({ type: 'toggleMenu' }, { type: 'pressGroup', group: 'about' }, { type: 'closeAll' });
    expect(state).toEqual({ adopted: true, menuOpen: false, openGroup: null, openedBy: null });
  });

  it('returns the same object when nothing changes, so React skips the render', () => {
    const state = run();
    expect(menuReducer(state, { type: 'closeAll' })).toBe(state);
    expect(menuReducer(state, { type: 'closeGroup' })).toBe(state);
  });
});

describe('escapeTarget', () => {
  it.each([
    [{}, null],
    [{ menuOpen: true }, 'menu'],
    [{ menuOpen: true, openGroup: 'about' }, 'about'],
    [{ openGroup: 'activities' }, 'activities'],
  ] as const)('with %o closes %s first', (partial, expected) => {
    expect(escapeTarget({ ...initialMenuState, ...partial })).toBe(expected);
  });
});

describe('pickOpenGroup', () => {
  it.each([
    [{ about: false, activities: false }, null, null],
    [{ about: true, activities: false }, null, 'about'],
    [{ about: false, activities: true }, 'about', 'activities'],
    [{ about: true, activities: true }, 'activities', 'activities'],
    [{ about: true, activities: true }, null, 'about'],
  ] as const)('open %o with focus in %s gives %s', (open, focused, expected) => {
    expect(pickOpenGroup(open, focused)).toBe(expected);
  });
});
