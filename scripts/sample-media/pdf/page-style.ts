// The look shared by every sample PDF: A4 pages, margins, colours, type sizes
// and the four standard fonts.
import { rgb, type PDFFont } from 'pdf-lib';

export const pageSize: [number, number] = [595.28, 841.89];
export const margin = { side: 56, top: 56, bottom: 70 };
export const textWidth = pageSize[0] - 2 * margin.side;
export const colours = {
  accent: rgb(0.05, 0.35, 0.4),
  ink: rgb(0.12, 0.12, 0.14),
  muted: rgb(0.38, 0.38, 0.42),
  tint: rgb(0.9, 0.95, 0.95),
};
export const body = { size: 11.5, leading: 16, gap: 8 };
export type Fonts = Record<'regular' | 'italic' | 'bold' | 'sans', PDFFont>;
