/**
 * Reads the request target ("/about?from=menu") into the site path it asks
 * for, or says why it cannot be served. Anything a browser following our
 * links would never send is refused here, before any file lookup: the
 * server answers 400 and logs the reason in one line.
 */

/** Far longer than any address of the site, short enough to refuse junk early. */
export const maxTargetLength = 2048;

export type RequestTarget = { path: string } | { problem: string };

export function readRequestTarget(target: string | undefined): RequestTarget {
  if (!target) return { problem: 'no request target' };
  if (target.length > maxTargetLength) {
    return { problem: `request target longer than ${maxTargetLength} characters` };
  }
  if (!target.startsWith('/')) return { problem: 'request target is not a path' };
  // "//host/..." reads as another host to URL parsers, and "//x:y@" as credentials.
  if (target.startsWith('//')) return { problem: 'request target starts with "//"' };
  const rawPath = target.split(/[?#]/, 1)[0] ?? '';
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { problem: 'malformed percent-encoding' };
  }
  if (path.includes('\0')) return { problem: 'NUL byte in path' };
  if (path.split(/[/\\]/).includes('..')) return { problem: 'path climbs out with ".."' };
  return { path };
}
