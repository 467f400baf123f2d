/**
 * One dropdown (About, Activities): a <details> whose <summary> is the
 * trigger. Without JavaScript the browser toggles it; once hydrated the
 * island's state decides and aria-expanded says what it decided.
 */
import type { KeyboardEventHandler, MouseEventHandler, PointerEventHandler, ReactNode } from 'react';
import type { MenuGroup } from '../../lib/navigation/menu-state';

export interface NavGroupProps {
  id: MenuGroup;
  label: string;
  /** True when the current page is one of this group's links. */
  holdsCurrent: boolean;
  /** undefined until the island has adopted the DOM's state: until then the browser owns `open`. */
  open: boolean | undefined;
  panelClassName?: string;
  onClick: MouseEventHandler;
  onTriggerKeyDown: KeyboardEventHandler;
  onPanelKeyDown: KeyboardEventHandler<HTMLElement>;
  onPointerEnter: PointerEventHandler;
  onPointerLeave: PointerEventHandler;
  onToggle: () => void;
  children: ReactNode;
}

const panelId = (id: MenuGroup) => `site-nav-panel-${id}`;

export default function NavGroup(props: NavGroupProps) {
  const { id, label, holdsCurrent, open, panelClassName = '' } = props;
  return (
    // Hover is an extra for mouse users; the trigger inside works by keyboard and touch.
    <li
      className="site-nav__group"
      data-group={id}
      onPointerEnter={props.onPointerEnter}
      onPointerLeave={props.onPointerLeave}
    >
      {/* name: browsers that know exclusive <details> close the other dropdown even without JS. */}
      <details
        name="site-nav-group"
        data-details={id}
        open={open}
        onToggle={props.onToggle}
        suppressHydrationWarning
      >
        <summary
          className="site-nav__link"
          data-trigger={id}
          data-current={holdsCurrent || undefined}
          aria-expanded={open}
          aria-controls={panelId(id)}
          onClick={props.onClick}
          onKeyDown={props.onTriggerKeyDown}
        >
          {label}
        </summary>
        {/* Arrow keys move between the links; each link stays a plain Tab stop too. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <ul
          id={panelId(id)}
          className={`site-nav__panel ${panelClassName}`.trim()}
          onKeyDown={props.onPanelKeyDown}
        >
          {props.children}
        </ul>
      </details>
    </li>
  );
}
