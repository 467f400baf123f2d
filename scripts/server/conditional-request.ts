/**
 * The two date conditions sirv does not read (it answers If-None-Match
 * only). Both compare with Last-Modified, which counts whole seconds.
 */
const wholeSeconds = (time: number) => Math.floor(time / 1000);

/** If-Modified-Since: true when the file, last changed at `mtime`, is the version the client has. */
export function unmodifiedSince(header: string | undefined, mtime: Date): boolean {
  const since = Date.parse(header ?? '');
  return !Number.isNaN(since) && wholeSeconds(mtime.getTime()) <= wholeSeconds(since);
}

/**
 * If-Range: true when the client's part still belongs to this version, so
 * the range it asks for may be sent; otherwise the whole file is. Only a
 * date can match: our ETags are weak, and If-Range compares entity tags
 * strongly (RFC 9110, 13.1.5).
 */
export function rangeStillApplies(header: string | undefined, mtime: Date): boolean {
  if (header === undefined) return true;
  const version = Date.parse(header);
  return !Number.isNaN(version) && wholeSeconds(mtime.getTime()) === wholeSeconds(version);
}
