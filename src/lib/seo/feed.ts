/**
 * The RSS feed for well-wishers who follow the school in a feed reader: news
 * clippings, linked to their place on the News Corner page, and newsletters,
 * linked to their own page and carrying their whole text, newest first.
 * @astrojs/rss writes and escapes the XML; this decides what goes in it.
 */
import type { RSSFeedItem, RSSOptions } from '@astrojs/rss';
import { sortByNewest } from '../content/ordering';
import type { Locale } from '../../i18n/locales';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { siteRoutes } from '../routes/site-routes';
import { escapeHtml } from '../text/escape-html';
import { newsletterHref } from '../navigation/navigation';

/** A feed reader shows the text away from the site: its photos and links need whole addresses. */
function withWholeAddresses(html: string, site: URL): string {
  return html.replace(/\b(src|href)="\//g, `$1="${site.origin}/`);
}

interface NewsClipping {
  id: string;
  title: string;
  date: Date;
  /** The clipping's alt text, which says what the article is about. */
  alt: string;
}

interface Newsletter {
  id: string;
  title: string;
  issueDate: Date;
  summary: string;
  /**
   * The newsletter's text as its page shows it: HTML from staff Markdown,
   * already sanitised when it was rendered (src/lib/content/markdown-sanitize.ts).
   */
  html: string;
}

export interface SiteFeed {
  site: URL;
  title: string;
  description: string;
  /** The language of the feed's words, as in the pages' `lang`; its links lead to pages in it. */
  language: Locale;
  clippings: readonly NewsClipping[];
  newsletters: readonly Newsletter[];
}

/** The English feed's address; each other language has its own under its prefix ("/gu/feed.xml"). */
export const FEED_PATH = '/feed.xml';

export function feedPathFor(locale: Locale): string {
  return getRelativeLocaleUrl(locale, FEED_PATH);
}

export function feedOptions({
  site,
  title,
  description,
  language,
  clippings,
  newsletters,
}: SiteFeed): RSSOptions & { items: RSSFeedItem[] } {
  const absolute = (sitePath: string) => new URL(sitePath, site).href;
  const items = [
    ...clippings.map((clipping) => ({
      title: clipping.title,
      link: absolute(`${getRelativeLocaleUrl(language, siteRoutes.newsCorner.path)}#${clipping.id}`),
      pubDate: clipping.date,
      description: clipping.alt,
    })),
    ...newsletters.map((newsletter) => ({
      title: newsletter.title,
      link: absolute(newsletterHref(newsletter.id, language)),
      pubDate: newsletter.issueDate,
      description: newsletter.summary,
      content: withWholeAddresses(newsletter.html, site),
    })),
  ];
  return {
    title,
    description,
    site,
    // Links are given whole: @astrojs/rss would add a trailing slash to a
    // site path, after the "#clipping" of a News Corner link too.
    items: sortByNewest(items, (item) => item.pubDate),
    // The channel's language and its own address (feed validators ask for
    // the latter) have no option of their own.
    xmlns: { atom: 'http://www.w3.org/2005/Atom' },
    customData:
      `<language>${escapeHtml(language)}</language>` +
      `<atom:link href="${escapeHtml(absolute(feedPathFor(language)))}" rel="self" type="application/rss+xml"/>`,
  };
}
