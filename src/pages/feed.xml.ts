// /feed.xml: news clippings and newsletters as RSS, for well-wishers who follow the school.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { getSiteDetails } from '../site-details';
import { feedOptions } from '../lib/seo/feed';
import { requireSiteUrl } from '../lib/seo/site-url';

export const GET: APIRoute = async (context) => {
  const site = await getSiteDetails();
  return rss(
    feedOptions({
      site: requireSiteUrl(context.site),
      title: `${site.name}: news and newsletters`,
      description: `News about ${site.shortName} and the school's newsletters.`,
      language: 'en',
      clippings: (await getCollection('news')).map(({ data }) => data),
      newsletters: (await getCollection('newsletters')).map(({ data }) => data),
    }),
  );
};
