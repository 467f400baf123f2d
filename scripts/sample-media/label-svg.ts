// The text laid over every sample photo, as SVG for sharp to render: what the
// real photo should show (a large label and the alt text) and a note that it
// is a stand-in.
import { estimateTextWidth, splitInTwo, wrapText } from './wrap-text.ts';

/** Average advance of DejaVu Sans Bold in em, for mixed-case labels. */
const labelEm = 0.64;

const sampleNote = 'Sample photo – replace with the school’s own';

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => entities[char]);

export function buildLabelSvg({
  width,
  height,
  label,
  alt,
}: Record<'width' | 'height', number> & Record<'label' | 'alt', string>) {
  const short = Math.min(width, height);
  const pad = short * 0.05;
  const panelWidth = width * (width >= height ? 0.8 : 0.88);
  const inner = panelWidth - 2 * pad;
  // A long label shrinks (to 60% at most) before it wraps, so "Art and Craft 1" keeps its number on the line.
  const fullLabel = short * 0.085;
  const labelFits = inner / Math.max(1, label.length * labelEm);
  const sizes = {
    label: Math.max(fullLabel * 0.6, Math.min(fullLabel, labelFits)),
    alt: short * 0.036,
    note: short * 0.026,
  };

  const labelMeasure = estimateTextWidth(sizes.label, labelEm);
  const labelLines = labelMeasure(label) <= inner ? [label] : splitInTwo(label, labelMeasure);
  const altLines = alt ? wrapText(alt, inner, estimateTextWidth(sizes.alt, 0.56), 5) : [];
  const labelHeight = labelLines.length * sizes.label * 1.15;
  const altHeight = altLines.length ? sizes.alt * 0.9 + altLines.length * sizes.alt * 1.35 : 0;
  const noteHeight = sizes.note * 2.2;
  const panelHeight = 2 * pad + labelHeight + altHeight + noteHeight;

  const left = (width - panelWidth) / 2;
  const top = (height - panelHeight) / 2;
  const centre = Math.round(width / 2);
  const altTop = top + pad + labelHeight + sizes.alt * 0.9;
  const text = (lines: string[], top: number, size: number, leading: number, attrs = '') =>
    lines
      .map(
        (line, index) =>
          `<text x="${centre}" y="${Math.round(top + size + index * size * leading)}" font-size="${Math.round(size)}" font-family="DejaVu Sans, sans-serif" fill="#ffffff" text-anchor="middle"${attrs}>${escapeXml(line)}</text>`,
      )
      .join('');

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`,
    `<rect x="${Math.round(left)}" y="${Math.round(top)}" width="${Math.round(panelWidth)}" height="${Math.round(panelHeight)}" rx="${Math.round(short * 0.015)}" fill="#000000" fill-opacity="0.55"/>`,
    text(labelLines, top + pad - sizes.label * 0.1, sizes.label, 1.15, ' font-weight="bold"'),
    text(altLines, altTop - sizes.alt * 0.2, sizes.alt, 1.35),
    text(
      [sampleNote],
      top + panelHeight - pad - sizes.note * 1.3,
      sizes.note,
      1,
      ' fill-opacity="0.85" font-style="italic"',
    ),
    '</svg>',
  ].join('');
}
