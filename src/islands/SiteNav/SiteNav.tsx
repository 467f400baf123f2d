/**
 * The header navigation. It is built from <details>/<summary> so that the menu
 * button and both dropdowns work by keyboard and touch before (or without)
 * any JavaScript; the island (hydrated on the first touch of the header by
 * client:interaction) only adds behaviour on top of the same markup.
 */
import type { GroupMessages } from '../../i18n';
import { currentFor, groupContainsCurrent } from '../../lib/navigation/current-page';
import type { ActivityLink, NavLink, SiteMenus } from '../../lib/navigation/navigation';
import NavGroup from './NavGroup';
import { useSiteNav } from './use-site-nav';
import './site-nav.css';

// Everything arrives as props, labelled in the page's language by Header.astro:
// importing the navigation model or a dictionary here would bundle them into
// the browser's JavaScript.
export interface SiteNavProps {
  menus: SiteMenus;
  activityLinks: readonly ActivityLink[];
  currentPath: string;
  words: GroupMessages<'nav'>;
}

const LIST_ID = 'site-nav-list';

function Link({ link, currentPath, className }: { link: NavLink; currentPath: string; className?: string }) {
  return (
    <a href={link.href} className={className} aria-current={currentFor(link.href, currentPath)}>
      {link.label}
    </a>
  );
}

export default function SiteNav({ menus, activityLinks, currentPath, words }: SiteNavProps) {
  const { state, navRef, onMenuClick, onToggle, onPanelKeyDown, group } = useSiteNav();
  // Until the island has adopted the DOM's state, `open` is left to the browser.
  const openOf = (value: boolean) => (state.adopted ? value : undefined);
  return (
    <nav className="site-nav" aria-label={words.label} ref={navRef}>
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
          {words.menu}
        </summary>
        <ul className="site-nav__list" id={LIST_ID}>
          {menus.main.map((link) => (
            <li key={link.href}>
              <Link link={link} currentPath={currentPath} className="site-nav__link" />
            </li>
          ))}
          <NavGroup
            id="about"
            label={words.about}
            holdsCurrent={groupContainsCurrent(menus.about, currentPath)}
            open={openOf(state.openGroup === 'about')}
            onToggle={onToggle('about')}
            onPanelKeyDown={onPanelKeyDown}
            {...group('about')}
          >
            {menus.about.map((link) => (
              <li key={link.href}>
                <Link link={link} currentPath={currentPath} className="site-nav__panel-link" />
              </li>
            ))}
          </NavGroup>
          <NavGroup
            id="activities"
            label={words.activities}
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
                  lang={link.lang}
                >
                  <span className="site-nav__activity-title">{link.label}</span>
                  <span className="site-nav__tagline">{link.tagline}</span>
                </a>
              </li>
            ))}
          </NavGroup>
          {menus.actions.map((link) => (
            <li key={link.href} className="site-nav__action">
              <Link link={link} currentPath={currentPath} className="button" />
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
