// /robots.txt: everything may be indexed; the sitemap says what exists.
import type { APIRoute } from 'astro';
import { requireSiteUrl } from '../lib/seo/site-url';

export const GET: APIRoute = ({ site }) => {
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap-index.xml', requireSiteUrl(site)).href}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
