import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWholeMp4, mp4Codecs, mp4Problem } from './whole-mp4';

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

/** The sample as an iPhone records it by default: the same boxes, its video track named HEVC. */
function asHevc(video: Uint8Array): Uint8Array {
  const copy = Uint8Array.from(video);
  const bytes = Buffer.from(copy);
  const at = bytes.indexOf('avc1', bytes.indexOf('stsd')); // not the brand "avc1" in its ftyp box
  copy.set(
    [...'hvc1'].map((c) => c.charCodeAt(0)),
    at,
  );
  return copy;
}

describe('mp4Codecs and mp4Problem', () => {
  it('name the codec of each track, and take an H.264 video', () => {
    expect(mp4Codecs(sample)).toEqual(['avc1']);
    expect(mp4Problem(sample)).toBeUndefined();
  });

  it('find the codecs behind an index written after the frames, with a 64-bit size', () => {
    const moov = Uint8Array.from(sample.subarray(sample.indexOf('moov') - 4));
    const frames = join(box('mdat', 16, 1), new Uint8Array(8));
    new DataView(frames.buffer).setBigUint64(8, 16n + 8n);
    expect(mp4Codecs(join(box('ftyp', 16), frames, moov))).toEqual(['avc1']);
  });

  it('refuse HEVC, and a file with no video track, saying how to save it', () => {
    expect(mp4Codecs(asHevc(sample))).toEqual(['hvc1']);
    expect(mp4Problem(asHevc(sample))).toMatch(/^is not H\.264 video.*Most Compatible/);
    expect(mp4Problem(join(box('ftyp', 16), box('moov', 24), box('mdat', 40)))).toMatch(/^is not H\.264/);
  });

  it('say a file cut short is cut short', () => {
    expect(mp4Problem(sample.subarray(0, 15_000))).toBe('is cut short or damaged: upload the video again');
  });
});
