/**
 * The site's public address (`site` in astro.config.mjs). Canonical links,
 * sharing cards, the feed and robots.txt need absolute addresses, and a
 * made-up fallback would publish links to a site that does not exist, so
 * a missing setting stops the build instead.
 */
export function requireSiteUrl(site: URL | undefined): URL {
  if (!site) {
    throw new Error('astro.config.mjs: `site` must be set to the public address, e.g. "https://school.org"');
  }
  return site;
}
