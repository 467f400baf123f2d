// What the header menu adds to its <details> markup (SiteNav.astro): hover, arrow keys, Escape and
// closing on the way out. The open <details> are the state; a "toggle" listener keeps aria-expanded
// true to the screen whoever opened what. Inlined in every page: each byte is paid on every page.

/** Long enough to cross the gap between a trigger and its panel with the mouse. */
const HOVER_CLOSE_DELAY_MS = 250;

export function enhanceSiteNav(nav: HTMLElement): void {
  // The "Menu" <details> first, then About and Activities.
  const [menu, ...groups] = nav.querySelectorAll('details');
  if (!menu) return;
  const all = [menu, ...groups];
  // A dropdown opened by hovering follows the pointer; one opened by a press stays.
  const hoverOpened = new Set<HTMLDetailsElement>();
  let hoverTimer: number | undefined;

  const setOpen = (details: HTMLDetailsElement, open: boolean) => {
    details.open = open;
    if (!open) hoverOpened.delete(details);
    details.firstElementChild?.setAttribute('aria-expanded', String(open));
  };
  const closeAll = () => all.forEach((details) => setOpen(details, false));
  const groupOf = (node: EventTarget | null) =>
    groups.find((details) => node instanceof Node && details.parentElement?.contains(node));
  // Dropdowns (and hover) are the wide layout, where site-nav.css hides the "Menu" button.
  const isDesktop = () => getComputedStyle(menu.firstElementChild as Element).display === 'none';

  for (const details of all) {
    setOpen(details, details.open);
    details.addEventListener('toggle', () => {
      setOpen(details, details.open);
      if (details === menu && !menu.open) closeAll();
    });
  }

  // A click on a trigger just opened by hovering would close it under the hand: pin it open instead.
  nav.addEventListener('click', (event) => {
    const details = groupOf(event.target);
    if (details && hoverOpened.delete(details) && (event.target as Element).closest('summary'))
      event.preventDefault();
  });

  // Focus in a dropdown's links pins it too: the pointer leaving must not close it under the keyboard's focus.
  nav.addEventListener('focusin', ({ target }) => {
    const details = groupOf(target);
    if (details && !(target as Element).matches('summary')) hoverOpened.delete(details);
  });

  nav.addEventListener('keydown', (event) => {
    const details = groupOf(event.target);
    if (!details) return;
    const links = [...details.querySelectorAll('a')];
    // On a trigger only the arrows count: they open the dropdown at its first or last link.
    const onTrigger = (event.target as Element).matches('summary');
    if (onTrigger && !event.key.startsWith('Arrow')) return;
    const at = onTrigger ? -1 : links.indexOf(event.target as HTMLAnchorElement);
    const last = links.length - 1;
    // Arrows wrap around, Home and End jump.
    const moves: Partial<Record<string, number>> = {
      ArrowDown: at < last ? at + 1 : 0,
      ArrowUp: at > 0 ? at - 1 : last,
      Home: 0,
      End: last,
    };
    const index = moves[event.key];
    if (index === undefined) return;
    event.preventDefault(); // no page scroll
    setOpen(details, true); // open in the DOM before one of its links can take focus
    links[index]?.focus();
  });

  for (const details of groups) {
    const item = details.parentElement;
    // Hover is an extra for mouse users; the trigger works by keyboard and touch.
    item?.addEventListener('pointerenter', ({ pointerType }) => {
      if (pointerType !== 'mouse' || !isDesktop()) return;
      clearTimeout(hoverTimer);
      if (details.open) return; // hovering must not downgrade a pressed dropdown
      setOpen(details, true);
      hoverOpened.add(details);
    });
    item?.addEventListener('pointerleave', ({ pointerType }) => {
      if (pointerType !== 'mouse') return;
      clearTimeout(hoverTimer);
      hoverTimer = window.setTimeout(
        () => hoverOpened.has(details) && setOpen(details, false),
        HOVER_CLOSE_DELAY_MS,
      );
    });
  }

  // On the document, so Escape also dismisses a dropdown opened by hover (WCAG 1.4.13).
  // The open dropdown closes first, then the phone menu; focus moves only if it was in the menu.
  document.addEventListener('keydown', ({ key }) => {
    const target = groups.find((details) => details.open) ?? (menu.open ? menu : undefined);
    if (key !== 'Escape' || !target) return;
    const focusWasInside = nav.contains(document.activeElement);
    if (target === menu) closeAll();
    else setOpen(target, false);
    if (focusWasInside) (target.firstElementChild as HTMLElement).focus();
  });

  document.addEventListener('pointerdown', ({ target }) => nav.contains(target as Node) || closeAll(), true);

  // relatedTarget is null when focus goes nowhere; outside clicks are pointerdown's.
  nav.addEventListener('focusout', ({ target, relatedTarget: next }) => {
    if (!(next instanceof Node)) return;
    const left = groupOf(target);
    if (!nav.contains(next)) closeAll();
    else if (left && left !== groupOf(next) && isDesktop()) setOpen(left, false);
  });

  // A page restored from the back/forward cache must not come back covered by an open menu.
  addEventListener('pageshow', ({ persisted }) => persisted && closeAll());
}
