import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWholeMp4 } from './whole-mp4';

const sample = readFileSync('public/isl/contact.mp4');
/** A box of `size` bytes: its size, its type, then zeros. */
const box = (type: string, size: number, sizeField = size) => {
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, sizeField);
  bytes.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  return bytes;
};
const join = (...boxes: Uint8Array[]) => new Uint8Array(boxes.flatMap((b) => [...b]));

describe('isWholeMp4', () => {
  it('takes a whole video, its index first or last', () => {
    expect(isWholeMp4(sample)).toBe(true);
    expect(isWholeMp4(join(box('ftyp', 16), box('mdat', 40), box('moov', 24)))).toBe(true);
    expect(isWholeMp4(join(box('ftyp', 16), box('moov', 24), box('mdat', 40, 0)))).toBe(true);
  });

  it.each([
    ['cut inside its frames', sample.subarray(0, 15_000)],
    ['cut inside a box header', sample.subarray(0, 36)],
    ['without its index', join(box('ftyp', 16), box('mdat', 40))],
    ['empty', new Uint8Array(0)],
    ['not a video', new TextEncoder().encode('<html>not a video</html>')],
    ['a box smaller than its header', join(box('ftyp', 16), box('moov', 24, 4))],
  ])('refuses a file %s', (_case, bytes) => {
    expect(isWholeMp4(bytes)).toBe(false);
  });
});
