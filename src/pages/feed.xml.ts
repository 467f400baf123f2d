// /feed.xml: news clippings and newsletters as RSS, for well-wishers who follow the school.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { site } from '../config/site';
import { feedOptions } from '../lib/seo/feed';

export const GET: APIRoute = async ({ site: siteUrl }) => {
  if (!siteUrl) throw new Error('astro.config.mjs: `site` must be set to build the feed');
  return rss(
    feedOptions({
      site: siteUrl,
      title: `${site.name}: news and newsletters`,
      description: `News about ${site.shortName} and the school's newsletters.`,
      language: 'en',
      clippings: (await getCollection('news')).map(({ data }) => data),
      newsletters: (await getCollection('newsletters')).map(({ data }) => data),
    }),
  );
};
