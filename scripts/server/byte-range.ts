/**
 * Reads a Range header ("bytes=0-99", "bytes=500-", "bytes=-100") against
 * the size of the file it asks a part of. sirv serves ranges but reads the
 * header loosely: a suffix range ("the last 100 bytes") comes out as the
 * first bytes, and an end before the start made it throw after the headers
 * were sent. So the header it sees is rewritten to one explicit range first,
 * or removed where the whole file is the right answer (several ranges, or
 * one that does not parse: a server may always ignore Range).
 */
export type ByteRange = { start: number; end: number } | 'whole file' | 'unsatisfiable';

export function readByteRange(header: string, size: number): ByteRange {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'whole file';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'whole file';
  if (first === '') {
    const suffix = Number(last);
    return suffix === 0 || size === 0
      ? 'unsatisfiable'
      : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Infinity : Number(last);
  if (end < start) return 'whole file';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
