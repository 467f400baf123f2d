/**
 * The header navigation. It is built from <details>/<summary> so that the menu
 * button and both dropdowns work by keyboard and touch before (or without)
 * any JavaScript; the island (hydrated on the first touch of the header by
 * client:interaction) only adds behaviour on top of the same markup.
 */
import type { ActivityLink, NavLink } from '../../lib/navigation/navigation';
import {
  aboutLinks,
  actionLinks,
  currentFor,
  groupContainsCurrent,
  mainLinks,
} from '../../lib/navigation/navigation';
import NavGroup from './NavGroup';
import { useSiteNav } from './use-site-nav';
import './site-nav.css';

// The fixed links come from the navigation model itself; only what depends on
// content and on the page travels as props, because island props are written
// into every page's HTML.
export interface SiteNavProps {
  activityLinks: readonly ActivityLink[];
  currentPath: string;
}

const LIST_ID = 'site-nav-list';

function Link({ link, currentPath, className }: { link: NavLink; currentPath: string; className?: string }) {
  return (
    <a href={link.href} className={className} aria-current={currentFor(link.href, currentPath)}>
      {link.label}
    </a>
  );
}

export default function SiteNav({ activityLinks, currentPath }: SiteNavProps) {
  const { state, navRef, onMenuClick, onToggle, onPanelKeyDown, group } = useSiteNav();
  // Until the island has adopted the DOM's state, `open` is left to the browser.
  const openOf = (value: boolean) => (state.adopted ? value : undefined);
  return (
    <nav className="site-nav" aria-label="Main" ref={navRef}>
      <details
        className="site-nav__menu"
        data-details="menu"
        open={openOf(state.menuOpen)}
        onToggle={onToggle('menu')}
        suppressHydrationWarning
      >
        <summary
          className="site-nav__toggle"
          data-trigger="menu"
          aria-expanded={openOf(state.menuOpen)}
          aria-controls={LIST_ID}
          onClick={onMenuClick}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
          </svg>
          Menu
        </summary>
        <ul className="site-nav__list" id={LIST_ID}>
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link link={link} currentPath={currentPath} className="site-nav__link" />
            </li>
          ))}
          <NavGroup
            id="about"
            label="About"
            holdsCurrent={groupContainsCurrent(aboutLinks, currentPath)}
            open={openOf(state.openGroup === 'about')}
            onToggle={onToggle('about')}
            onPanelKeyDown={onPanelKeyDown}
            {...group('about')}
          >
            {aboutLinks.map((link) => (
              <li key={link.href}>
                <Link link={link} currentPath={currentPath} className="site-nav__panel-link" />
              </li>
            ))}
          </NavGroup>
          <NavGroup
            id="activities"
            label="Activities"
            holdsCurrent={groupContainsCurrent(activityLinks, currentPath)}
            open={openOf(state.openGroup === 'activities')}
            panelClassName="site-nav__panel--activities"
            onToggle={onToggle('activities')}
            onPanelKeyDown={onPanelKeyDown}
            {...group('activities')}
          >
            {activityLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className="site-nav__panel-link"
                  aria-current={currentFor(link.href, currentPath)}
                >
                  <span className="site-nav__activity-title">{link.label}</span>
                  <span className="site-nav__tagline">{link.tagline}</span>
                </a>
              </li>
            ))}
          </NavGroup>
          {actionLinks.map((link) => (
            <li key={link.href} className="site-nav__action">
              <Link link={link} currentPath={currentPath} className="button" />
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
