// `sizes` attributes that match a photo's real slot width, so the browser picks the smallest file
// of the srcset. The page container is `min(100% - 2rem, 72rem)` (styles/global.css .container).
const CONTENT_MAX = 1152;
/** The text column inside it (`.prose`: --text-width, 42rem), where staff Markdown is shown. */
export const TEXT_COLUMN_MAX = 672;
/** Left and right of the column below that width, in total. */
const GUTTER = 32;

export interface ColumnLayout {
  /** Smallest viewport width, in CSS pixels, where this layout applies. */
  readonly minWidth: number;
  readonly columns: number;
  /** Space between columns, in CSS pixels. */
  readonly gap: number;
}

/** Width of one column, in CSS pixels, once the gutters are taken out of the container. */
export function columnWidthFor(container: number, { columns, gap }: Omit<ColumnLayout, 'minWidth'>): number {
  return Math.max((container - gap * (columns - 1)) / columns, 0);
}

/**
 * The `sizes` list for layouts given widest first (the last one must start at 0). Where the
 * column (`contentMax` wide at most) stops growing inside a layout's range, the slot becomes a fixed width from there.
 */
export function sizesFor(layouts: readonly ColumnLayout[], contentMax = CONTENT_MAX): string {
  const capAt = contentMax + GUTTER;
  const fixedSlot = (layout: ColumnLayout) => `${Math.ceil(columnWidthFor(contentMax, layout))}px`;
  const fluidSlot = ({ columns, gap }: ColumnLayout) => {
    const taken = GUTTER + gap * (columns - 1);
    return columns === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${columns})`;
  };
  const from = (minWidth: number, slot: string) =>
    minWidth > 0 ? `(min-width: ${minWidth}px) ${slot}` : slot;
  return layouts
    .flatMap((layout, index) => {
      const upper = layouts[index - 1]?.minWidth ?? Infinity;
      return [
        ...(capAt < upper ? [from(Math.max(layout.minWidth, capAt), fixedSlot(layout))] : []),
        ...(layout.minWidth < capAt ? [from(layout.minWidth, fluidSlot(layout))] : []),
      ];
    })
    .join(', ');
}
