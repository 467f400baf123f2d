/**
 * The links staff may write into content, one rule per kind, shared by the
 * build's schemas and the editor's fields (src/admin/config/fields.ts)
 * so both refuse the same values. A link goes into an `href` as written: a
 * `javascript:` or `data:` address would run or show anything a visitor
 * clicks, and the meta CSP that GitHub Pages has is the only other guard.
 *
 * The patterns are strings because Decap takes its `pattern` as one.
 */
import { z } from 'astro/zod';

/**
 * A web address: "http://" or "https://" written in lower case, a host with
 * no "user@" in front (which would show one site's name and open another),
 * no spaces.
 */
export const WEB_ADDRESS_PATTERN = '^https?://[^\\s/?#@\\\\]+(?:[/?#]\\S*)?$';

/** A page of this site: "/" or "/words/joined-by-hyphens", never "//host" (another site). */
export const SITE_PATH_PATTERN = '^/(?:[\\w-]+(?:/[\\w-]+)*/?)?$';

/** A web address for the field `field`, checked by the URL parser too. */
export function webAddress(field: string) {
  const error = `${field} must be a web address starting with https:// (or http://)`;
  return z
    .string({ error: `${field} is required` })
    .regex(new RegExp(WEB_ADDRESS_PATTERN), { error })
    .pipe(z.url({ protocol: /^https?$/, error }));
}

/** A path on this site for the field `field`, such as "/about". */
export function sitePath(field: string) {
  return z
    .string({ error: `${field} is required` })
    .regex(new RegExp(SITE_PATH_PATTERN), { error: `${field} must be a path on this site, like "/about"` });
}
