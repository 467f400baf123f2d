// Word wrapping shared by the photo labels (SVG, widths estimated) and the
// PDFs (widths measured with the real font).

/** Width of a piece of text in the caller's units (pixels or PDF points). */
export type Measure = (text: string) => number;

/** A rough measure for DejaVu Sans, whose glyphs average about 0.6 em (bold about 0.68 em). */
export function estimateTextWidth(fontSize: number, emPerChar = 0.6): Measure {
  return (text) => text.length * fontSize * emPerChar;
}

/** Splits a word that is wider than a whole line into pieces that fit. */
function breakLongWord(word: string, maxWidth: number, measure: Measure): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/**
 * Wraps text into lines no wider than maxWidth. With maxLines, the last line
 * kept ends in the ellipsis when text had to be left out.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: Measure,
  maxLines = Number.POSITIVE_INFINITY,
  ellipsis = '…',
): string[] {
  const words = text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .flatMap((word) => (measure(word) > maxWidth ? breakLongWord(word, maxWidth, measure) : [word]));
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(candidate) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;

  const kept = lines.slice(0, maxLines);
  let last = kept[kept.length - 1];
  while (last.includes(' ') && measure(`${last}${ellipsis}`) > maxWidth) {
    last = last.slice(0, last.lastIndexOf(' '));
  }
  kept[kept.length - 1] = `${last.replace(/[\s,.;:]+$/, '')}${ellipsis}`;
  return kept;
}

/** Splits text into two lines of as even a width as possible, for headings that must wrap. */
export function splitInTwo(text: string, measure: Measure): string[] {
  const words = text.split(/\s+/).filter((word) => word.length > 0);
  if (words.length < 2) return words;
  let best = [words.join(' ')];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let cut = 1; cut < words.length; cut++) {
    const lines = [words.slice(0, cut).join(' '), words.slice(cut).join(' ')];
    const widest = Math.max(...lines.map(measure));
    if (widest < bestWidth) [best, bestWidth] = [lines, widest];
  }
  return best;
}
