// The links staff may write, shared by the schemas and the editor (which takes a pattern as a string).
// A link goes into an `href` as written, so a `javascript:` or `data:` one must not pass.
import { z } from 'astro/zod';

/** "http://" or "https://" in lower case, no spaces, no "user@" before the host (one name shown, another site opened). */
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
