// /feed.xml: news clippings and newsletters as RSS, for well-wishers who follow the school.
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { getSiteDetails } from '../site-details';
import { requireSiteUrl } from '../lib/seo/site-url';
import { buildRssFeed } from '../lib/seo/feed';

export const GET: APIRoute = async (context) => {
  const siteUrl = requireSiteUrl(context.site);
  const site = await getSiteDetails();
  const news = await getCollection('news');
  const newsletters = await getCollection('newsletters');
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const feed = buildRssFeed({
    title: `${site.name}: news and newsletters`,
    siteUrl: absolute('/'),
    feedUrl: absolute('/feed.xml'),
    description: `News about ${site.shortName} and the school's newsletters.`,
    items: [
      ...news.map(({ data }) => ({
        title: data.title,
        url: absolute(`/news-corner#${data.id}`),
        date: data.date,
        description: data.alt,
      })),
      ...newsletters.map(({ data }) => ({
        title: data.title,
        url: absolute(data.file),
        date: data.issueDate,
        description: data.summary,
      })),
    ],
  });
  return new Response(feed, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
};
