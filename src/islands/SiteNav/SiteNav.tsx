/**
 * The header navigation. It is built from <details>/<summary> so that the menu
 * button and both dropdowns work by keyboard and touch before (or without)
 * any JavaScript; the island only adds behaviour on top of the same markup.
 */
import type { ActivityLink, NavLink } from '../../lib/navigation/navigation';
import { currentFor, groupContainsCurrent } from '../../lib/navigation/navigation';
import './site-nav.css';

export interface SiteNavProps {
  mainLinks: readonly NavLink[];
  aboutLinks: readonly NavLink[];
  activityLinks: readonly ActivityLink[];
  actionLinks: readonly NavLink[];
  currentPath: string;
}

function Link({ link, currentPath, className }: { link: NavLink; currentPath: string; className?: string }) {
  return (
    <a href={link.href} className={className} aria-current={currentFor(link.href, currentPath)}>
      {link.label}
    </a>
  );
}

export default function SiteNav({ mainLinks, aboutLinks, activityLinks, actionLinks, currentPath }: SiteNavProps) {
  const aboutIsCurrent = groupContainsCurrent(aboutLinks, currentPath);
  const activityIsCurrent = groupContainsCurrent(activityLinks, currentPath);
  return (
    <nav className="site-nav" aria-label="Main">
      <details className="site-nav__menu">
        <summary className="site-nav__toggle">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
            <path d="M2 4h16M2 10h16M2 16h16" stroke="currentColor" strokeWidth="2" />
          </svg>
          Menu
        </summary>
        <ul className="site-nav__list">
          {mainLinks.map((link) => (
            <li key={link.href}>
              <Link link={link} currentPath={currentPath} className="site-nav__link" />
            </li>
          ))}
          <li className="site-nav__group">
            <details>
              <summary className="site-nav__link" data-current={aboutIsCurrent || undefined}>
                About
              </summary>
              <ul className="site-nav__panel">
                {aboutLinks.map((link) => (
                  <li key={link.href}>
                    <Link link={link} currentPath={currentPath} className="site-nav__panel-link" />
                  </li>
                ))}
              </ul>
            </details>
          </li>
          <li className="site-nav__group">
            <details>
              <summary className="site-nav__link" data-current={activityIsCurrent || undefined}>
                Activities
              </summary>
              <ul className="site-nav__panel site-nav__panel--activities">
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
              </ul>
            </details>
          </li>
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
