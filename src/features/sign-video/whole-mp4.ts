// An MP4 is a row of boxes, each starting with its size: a file cut short ends inside its last box. A
// phone's video without its `moov` box (the index, often written last) or its `mdat` (the frames) cannot
// play. Only the top-level boxes are read, a few bytes each, so this needs no video library.

/** True when the top-level boxes of `bytes` fill it exactly and include the index and the frames. */
export function isWholeMp4(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const found = new Set<string>();
  for (let offset = 0; offset < bytes.length;) {
    if (offset + 8 > bytes.length) return false;
    let size = view.getUint32(offset);
    if (size === 1 && offset + 16 <= bytes.length)
      size = Number(view.getBigUint64(offset + 8)); // 64-bit size
    else if (size === 0) size = bytes.length - offset; // the last box, to the end of the file
    if (size < 8 || offset + size > bytes.length) return false;
    found.add(String.fromCharCode(...bytes.subarray(offset + 4, offset + 8)));
    offset += size;
  }
  return found.has('moov') && found.has('mdat');
}
