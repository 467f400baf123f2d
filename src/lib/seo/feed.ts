// What goes into the RSS feed (@astrojs/rss writes the XML): news clippings, linked to their place on
// the News Corner, and newsletters with their whole text, newest first.
import { sortByNewest } from '../content/ordering';
import type { Locale } from '../../i18n/locales';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { localisedPath, siteRoutes } from '../routes/site-routes';
import { escapeHtml } from '../text/escape-html';
import { newsletterHref } from '../navigation/navigation';

export interface SiteFeed {
  site: URL;
  title: string;
  description: string;
  /** The language of the feed's words; its links lead to pages in it. */
  language: Locale;
  /** A clipping's alt text says what the article is about. */
  clippings: readonly { id: string; title: string; date: Date; alt: string }[];
  /** `html`: the text as its page shows it, sanitised when rendered (markdown-sanitize.ts). */
  newsletters: readonly { id: string; title: string; issueDate: Date; summary: string; html: string }[];
}

/** "/feed.xml", and each other language's under its prefix ("/gu/feed.xml"). */
export function feedPathFor(locale: Locale): string {
  return getRelativeLocaleUrl(locale, '/feed.xml');
}

export function feedOptions(feed: SiteFeed) {
  const { site, language } = feed;
  const absolute = (sitePath: string) => new URL(sitePath, site).href;
  const items = [
    ...feed.clippings.map((clipping) => ({
      title: clipping.title,
      link: absolute(`${getRelativeLocaleUrl(language, siteRoutes.newsCorner.path)}#${clipping.id}`),
      pubDate: clipping.date,
      description: clipping.alt,
    })),
    ...feed.newsletters.map((newsletter) => ({
      title: newsletter.title,
      link: absolute(newsletterHref(newsletter.id, language)),
      pubDate: newsletter.issueDate,
      description: newsletter.summary,
      // A feed reader shows the text away from the site: its photos (each size of a srcset) and links need
      // whole addresses.
      content: newsletter.html
        .replace(/\b(src|href)="\//g, `$1="${site.origin}/`)
        .replace(/\bsrcset="[^"]*"/g, (srcset) => srcset.replace(/(")\/|(, )\//g, `$1$2${site.origin}/`)),
    })),
  ];
  return {
    title: feed.title,
    description: feed.description,
    // The channel's link: the home page in the feed's language, as the site writes it (no trailing slash).
    site: absolute(localisedPath(siteRoutes.home.path, language)),
    trailingSlash: false,
    items: sortByNewest(items, (item) => item.pubDate),
    // The channel's language and its own address (feed validators ask for it) have no option of their own.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData:
      `<language>${escapeHtml(language)}</language>` +
      `<atom:link href="${escapeHtml(absolute(feedPathFor(language)))}" rel="self" type="application/rss+xml"/>`,
  };
}
