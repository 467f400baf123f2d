import { readdirSync } from 'node:fs';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { describe, expect, it } from 'vitest';
import {
  allLocalisedPaths,
  editorRouteList,
  findRoute,
  fillPath,
  isEditorPath,
  isInSitemap,
  isSearchable,
  localeOfPath,
  localisedPath,
  normalisePath,
  routeList,
  siteRoutes,
} from './site-routes';
import { translationFor } from '../../i18n';
import { defaultLocale, locales } from '../../i18n/locales';

/**
 * The addresses each page file in src/pages/ builds: "[...locale]/about.astro"
 * is "/about" and "/gu/about", "[...locale]/activite/[slug].astro"
 * "/activite/[slug]" and "/gu/activite/[slug]". Endpoints (.ts: the feeds,
 * robots.txt) are files for machines, not pages, and have no entry.
 */
function pageFileRoutes(): string[] {
  const prefixes = locales.map((locale) => (locale === defaultLocale ? '' : `/${locale}`));
  return readdirSync('src/pages', { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1'))
    .flatMap((path) =>
      path.startsWith('/[...locale]')
        ? prefixes.map((prefix) => prefix + path.slice('/[...locale]'.length) || '/')
        : [path],
    )
    .sort();
}

describe('the route registry', () => {
  it('has an entry for every page in src/pages/, and a page in every language for every entry', () => {
    const registered = [
      ...routeList.flatMap((route) => allLocalisedPaths(route.path)),
      ...editorRouteList.map((route) => route.path),
    ];
    expect(registered.sort()).toEqual(pageFileRoutes());
  });

  it('keeps the editor apart from the visitor pages: no menu, no budget kind, no visitor route', () => {
    expect(editorRouteList.map((route) => route.path)).toEqual(['/admin', '/admin/untranslated']);
    expect(findRoute('/admin')).toBeUndefined();
    expect(['/admin', '/admin/', '/admin.html'].every(isEditorPath)).toBe(true);
    expect(isEditorPath('/about')).toBe(false);
  });

  it('names every page with a message', () => {
    const t = translationFor(undefined);
    for (const route of routeList) expect(t(route.titleKey), route.path).not.toBe('');
  });
});

describe('isInSitemap', () => {
  it.each([
    ['/', true],
    ['/about', true],
    ['/gu/about.html', true],
    ['/activite/sports-day', true],
    ['/gu/activite/sports-day', true],
    ['/admissions', true],
    ['/gu/admissions.html', true],
    // Shows the first activity and names it as canonical.
    ['/activite', false],
    ['/gu/activite', false],
    ['/404', false],
    ['/gu/404.html', false],
    ['/admin.html', false],
  ])('%s: %s', (path, listed) => {
    expect(isInSitemap(path)).toBe(listed);
  });
});

describe('isSearchable', () => {
  it.each([
    ['/', true],
    ['/gu/news-corner', true],
    ['/activite/sports-day', true],
    ['/newsletters.html', true],
    // Listed in the sitemap, but its only words are its own labels.
    ['/search', false],
    ['/gu/search.html', false],
    ['/activite', false],
    ['/gu/404', false],
    ['/admin', false],
  ])('%s: %s', (path, searchable) => {
    expect(isSearchable(path)).toBe(searchable);
  });
});

describe('findRoute', () => {
  it.each([
    ['/', siteRoutes.home],
    ['/about', siteRoutes.about],
    ['/about/', siteRoutes.about],
    ['/gallery?photo=3', siteRoutes.gallery],
    ['/activite', siteRoutes.activities],
    ['/activite/sports-day', siteRoutes.activity],
    ['/activite/a-new-activity/', siteRoutes.activity],
    ['/404', siteRoutes.notFound],
    ['/gu', siteRoutes.home],
    ['/gu/', siteRoutes.home],
    ['/gu/about', siteRoutes.about],
    ['/gu/activite/sports-day', siteRoutes.activity],
    ['/gu/404', siteRoutes.notFound],
  ])('%s belongs to %j', (path, route) => {
    expect(findRoute(path)).toBe(route);
  });

  // Any one-part address could be a page staff made: the build knows which exist.
  it.each(['/admissions', '/gu/open-day', '/this-page-does-not-exist', '/about-us'])(
    '%s belongs to the pages staff make',
    (path) => {
      expect(findRoute(path)).toBe(siteRoutes.page);
    },
  );

  it.each(['/activite/sports-day/photos', '/gu/about-us/photos', '/en/about', '/admin'])(
    '%s belongs to no route',
    (path) => {
      expect(findRoute(path)).toBeUndefined();
    },
  );
});

describe('fillPath and normalisePath', () => {
  it('fills a pattern', () => {
    expect(fillPath(siteRoutes.activity.path, { slug: 'sports-day' })).toBe('/activite/sports-day');
    expect(() => fillPath(siteRoutes.activity.path, {})).toThrow('no value for [slug]');
  });

  it.each([
    ['/', '/'],
    ['/news-corner///', '/news-corner'],
    ['/gallery?x=1#top', '/gallery'],
  ])('%s is %s', (path, normal) => {
    expect(normalisePath(path)).toBe(normal);
  });
});

describe('the language of an address', () => {
  it.each([
    ['/gu', siteRoutes.home],
    ['/gu/', siteRoutes.home],
    ['/gu/activite/science', siteRoutes.activity],
    ['/gu/activite', siteRoutes.activities],
  ])('%s belongs to %j', (path, route) => {
    expect(findRoute(path)).toBe(route);
  });

  it('takes a page whose name merely starts like a language code for an English page', () => {
    expect(localeOfPath('/guide')).toBe('en');
    expect(localisedPath('/guide', 'gu')).toBe('/gu/guide');
    expect(localisedPath('/gu/guide', 'en')).toBe('/guide');
  });

  // The registry runs under plain Node, without astro:i18n: its prefix rule must be Astro's.
  it.each(routeList.map((route) => [route.path]))(
    'every language of %s is where astro:i18n puts it',
    (path) => {
      expect(allLocalisedPaths(path)).toEqual(locales.map((locale) => getRelativeLocaleUrl(locale, path)));
    },
  );
});
