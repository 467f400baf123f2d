// Word wrapping shared by the photo labels (SVG, widths estimated) and the
// PDFs (widths measured with the real font).

/** Width of a piece of text in the caller's units (pixels or PDF points). */
export type Measure = (text: string) => number;

/** A rough measure for DejaVu Sans, whose glyphs average about 0.6 em (bold about 0.68 em). */
export const estimateTextWidth =
  (fontSize: number, emPerChar = 0.6): Measure =>
  (text) =>
    text.length * fontSize * emPerChar;

/**
 * Wraps text into lines no wider than maxWidth, breaking a word wider than a
 * whole line. With maxLines, the last line kept ends in the ellipsis when
 * text had to be left out.
 */
export function wrapText(
  text: string,
  maxWidth: number,
  measure: Measure,
  maxLines = Infinity,
  ellipsis = '…',
) {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate) <= maxWidth) line = candidate;
    else if (measure(word) <= maxWidth) [lines[lines.length], line] = [line || word, line ? word : ''];
    else {
      // Too wide for any line: as many characters as fit, on lines of their own.
      if (line) lines.push(line);
      line = '';
      for (const char of word) {
        if (line && measure(line + char) > maxWidth) [lines[lines.length], line] = [line, char];
        else line += char;
      }
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[kept.length - 1];
  while (last.includes(' ') && measure(`${last}${ellipsis}`) > maxWidth)
    last = last.slice(0, last.lastIndexOf(' '));
  kept[kept.length - 1] = `${last.replace(/[\s,.;:]+$/, '')}${ellipsis}`;
  return kept;
}

/** Splits text into two lines of as even a width as possible, for headings that must wrap. */
export function splitInTwo(text: string, measure: Measure): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const splits = words
    .slice(1)
    .map((_, cut) => [words.slice(0, cut + 1).join(' '), words.slice(cut + 1).join(' ')]);
  const widest = (lines: string[]) => Math.max(...lines.map(measure));
  return splits
    .reduce((best, lines) => (widest(lines) < widest(best) ? lines : best), [words.join(' ')])
    .filter(Boolean);
}
