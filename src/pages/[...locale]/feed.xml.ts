// /feed.xml (and /gu/feed.xml): news clippings and newsletters as RSS, for well-wishers who follow the
// school, each newsletter with its whole text rendered as its page renders it.
import { getEntries } from '../../content-queries';
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import MarkdownPhotos from '../../components/media/MarkdownPhotos.astro';
import { localeParams } from '../../i18n/locales';
import { feedOptions } from '../../lib/seo/feed';
import { requireSiteUrl } from '../../lib/seo/site-url';

export const getStaticPaths = localeParams;

export const GET: APIRoute = async (context) => {
  const { site, t } = context.locals;
  const container = await AstroContainer.create();
  const newsletters = await Promise.all(
    (await getEntries('newsletters', context.currentLocale)).map(async (entry) => ({
      ...entry.data,
      html: await container.renderToString(MarkdownPhotos, { props: { entry } }),
    })),
  );
  return rss(
    feedOptions({
      site: requireSiteUrl(context.site),
      title: t('layout.feedTitle', { school: site.name }),
      description: t('layout.feedDescription', { school: site.shortName }),
      language: t.locale,
      clippings: (await getEntries('news', context.currentLocale)).map(({ data }) => data),
      newsletters,
    }),
  );
};
