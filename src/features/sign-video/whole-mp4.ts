// An MP4 is a row of boxes, each starting with its size: a file cut short ends inside its last box. A
// phone's video without its `moov` box (the index, often written last) or its `mdat` (the frames) cannot
// play. Its tracks' codecs are named inside the index (moov > trak > mdia > minf > stbl > stsd). Only box
// headers are read, a few bytes each, so this needs no video library.

/** The size of the box at `offset` (its header included), or 0 when it does not fit before `end`. */
function boxSize(view: DataView, offset: number, end: number): number {
  if (offset + 8 > end) return 0;
  let size = view.getUint32(offset);
  if (size === 1 && offset + 16 <= end)
    size = Number(view.getBigUint64(offset + 8)); // 64-bit size
  else if (size === 0) size = end - offset; // the last box, to the end of the file
  return size >= 8 && offset + size <= end ? size : 0;
}

const typeAt = (bytes: Uint8Array, offset: number) =>
  String.fromCharCode(...bytes.subarray(offset, offset + 4));

/** True when the top-level boxes of `bytes` fill it exactly and include the index and the frames. */
export function isWholeMp4(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = new Set<string>();
  for (let offset = 0, size = 0; offset < bytes.length; offset += size) {
    size = boxSize(view, offset, bytes.length);
    if (size === 0) return false;
    found.add(typeAt(bytes, offset + 4));
  }
  return found.has('moov') && found.has('mdat');
}

const TRACK_BOXES = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);

/** The codec of each track, as its first sample description names it: "avc1" (H.264), "hvc1" (HEVC), "mp4a". */
export function mp4Codecs(bytes: Uint8Array): string[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const codecs: string[] = [];
  const walk = (start: number, end: number) => {
    for (let offset = start, size = 0; offset < end; offset += size) {
      size = boxSize(view, offset, end);
      if (size === 0) return;
      const type = typeAt(bytes, offset + 4);
      if (TRACK_BOXES.has(type)) walk(offset + 8, offset + size);
      // stsd: its header, version and flags, the number of entries, then the first entry's size and type.
      else if (type === 'stsd' && size >= 24) codecs.push(typeAt(bytes, offset + 20));
    }
  };
  walk(0, bytes.length);
  return codecs;
}

/**
 * What is wrong with a sign-language video, said after its field's name, or undefined. Only H.264 plays on
 * every phone: an iPhone records HEVC unless told otherwise, which many Android phones and Firefox cannot play.
 */
export function mp4Problem(bytes: Uint8Array): string | undefined {
  if (!isWholeMp4(bytes)) return 'is cut short or damaged: upload the video again';
  if (!mp4Codecs(bytes).some((codec) => codec === 'avc1' || codec === 'avc3'))
    return 'is not H.264 video, the kind every phone can play: save it again as H.264 (an iPhone records it with Settings > Camera > Formats > Most Compatible)';
  return undefined;
}
