// /feed.xml: news clippings and newsletters as RSS, for well-wishers who follow the school.
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { useTranslations } from '../i18n';
import { getSiteDetails } from '../site-details';
import { feedOptions } from '../lib/seo/feed';
import { requireSiteUrl } from '../lib/seo/site-url';

export const GET: APIRoute = async (context) => {
  const site = await getSiteDetails();
  const t = useTranslations(context.currentLocale);
  return rss(
    feedOptions({
      site: requireSiteUrl(context.site),
      title: t('layout.feedTitle', { school: site.name }),
      description: t('layout.feedDescription', { school: site.shortName }),
      language: t.language.code,
      clippings: (await getCollection('news')).map(({ data }) => data),
      newsletters: (await getCollection('newsletters')).map(({ data }) => data),
    }),
  );
};
