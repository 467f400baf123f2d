// /manifest.webmanifest (and /gu/...): what a phone needs for "Add to Home screen": the school's name in the
// page's language, its logo as an icon, and that language's home page to open. "browser": the icon opens a
// normal tab, which keeps the address bar parents share links from and the browser's own translation.
import type { APIRoute } from 'astro';
import { getRelativeLocaleUrl } from 'astro:i18n';
import { makeLogoIcon } from '../../components/layout/share-card';
import { localeFacts, localeParams } from '../../i18n/locales';

export const getStaticPaths = localeParams;

const ICON_SIZES = [192, 512];

export const GET: APIRoute = async ({ locals: { site, t } }) => {
  const icons = await Promise.all(
    ICON_SIZES.map(async (size) => ({
      src: await makeLogoIcon(site.logo, size),
      sizes: `${size}x${size}`,
      type: 'image/png',
    })),
  );
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    lang: t.language.lang,
    dir: localeFacts[t.locale].dir,
    start_url: getRelativeLocaleUrl(t.locale, '/'),
    display: 'browser',
    icons,
  };
  return new Response(JSON.stringify(manifest), { headers: { 'Content-Type': 'application/manifest+json' } });
};
