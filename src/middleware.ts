// Every page gets its language's translation, the school's details and its own address without the
// locale's prefix once, on `Astro.locals`, instead of each component working them out again.
import { defineMiddleware } from 'astro:middleware';
import { getLocalisedEntry } from './content-queries';
import { translationFor } from './i18n';
import { toPagePath } from './lib/navigation/page-path';

export const onRequest = defineMiddleware(async (context, next) => {
  const t = translationFor(context.currentLocale);
  // Every page lives in src/pages/[...locale]/: the parameter is the prefix ("/gu/about" has "gu").
  const prefix = context.params['locale'];
  const address = toPagePath(context.url.pathname);
  const pagePath = prefix ? address.slice(prefix.length + 1) || '/' : address;
  const site = (await getLocalisedEntry('site', 'site', t.locale)).data;
  Object.assign(context.locals, { t, site, pagePath });
  return next();
});
