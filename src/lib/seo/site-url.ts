/** `site` from astro.config.mjs: a made-up fallback would publish links to a site that does not exist. */
export function requireSiteUrl(site: URL | undefined): URL {
  if (!site) {
    throw new Error('astro.config.mjs: `site` must be set to the public address, e.g. "https://school.org"');
  }
  return site;
}
