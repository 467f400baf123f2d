// Every page and endpoint gets its language's translation and the school's
// details once, on `Astro.locals`, instead of each component looking them up
// from `Astro.currentLocale` again.
import { defineMiddleware } from 'astro:middleware';
import { translationFor } from './i18n';
import { getSiteDetails } from './site-details';

export const onRequest = defineMiddleware(async (context, next) => {
  const t = translationFor(context.currentLocale);
  Object.assign(context.locals, { t, locale: t.locale, site: await getSiteDetails(t.locale) });
  return next();
});
