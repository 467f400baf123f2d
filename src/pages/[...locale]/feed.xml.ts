// /feed.xml: news clippings and newsletters as RSS, for well-wishers who follow
// the school; /gu/feed.xml is the same in Gujarati (one file for every locale).
import { getEntries } from '../../content-queries';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { localeParams } from '../../i18n/locales';
import { feedOptions } from '../../lib/seo/feed';
import { requireSiteUrl } from '../../lib/seo/site-url';

export const getStaticPaths = localeParams;

export const GET: APIRoute = async (context) => {
  const { site, t, locale } = context.locals;
  return rss(
    feedOptions({
      site: requireSiteUrl(context.site),
      title: t('layout.feedTitle', { school: site.name }),
      description: t('layout.feedDescription', { school: site.shortName }),
      language: locale,
      clippings: (await getEntries('news', context.currentLocale)).map(({ data }) => data),
      newsletters: (await getEntries('newsletters', context.currentLocale)).map(({ data }) => data),
    }),
  );
};
