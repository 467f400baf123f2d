// Every page gets its language's translation, the school's details and its own address without the
// locale's prefix once, on `Astro.locals`, instead of each component working them out again.
import { defineMiddleware } from 'astro:middleware';
import { getLocalisedEntry } from './content-queries';
import { translationFor } from './i18n';
import { defaultLocale } from './i18n/locales';
import { toPagePath } from './lib/navigation/page-path';
import { localisedPath } from './lib/routes/site-routes';

export const onRequest = defineMiddleware(async (context, next) => {
  const t = translationFor(context.currentLocale);
  const pagePath = localisedPath(toPagePath(context.url.pathname), defaultLocale);
  const site = (await getLocalisedEntry('site', 'site', t.locale)).data;
  Object.assign(context.locals, { t, site, pagePath });
  return next();
});
