/**
 * `sizes` attributes that match the real slot width of a photo, so the browser
 * picks the smallest file from the srcset. The page container is
 * `min(100% - 2rem, 72rem)` (styles/global.css .container).
 */

export interface PageFrame {
  /** Widest the content column gets, in CSS pixels (72rem). */
  readonly contentMax: number;
  /** Space left and right of the column below that width, in total (2 x 1rem). */
  readonly gutter: number;
}

export const PAGE_FRAME: PageFrame = { contentMax: 1152, gutter: 32 };

export interface ColumnLayout {
  /** Smallest viewport width, in CSS pixels, where this layout applies. */
  readonly minWidth: number;
  readonly columns: number;
  /** Space between columns, in CSS pixels. */
  readonly gap: number;
}

/** Width of one column, in CSS pixels, once the gutters are taken out of the container. */
export function columnWidthFor(
  containerWidth: number,
  { columns, gap }: Omit<ColumnLayout, 'minWidth'>,
): number {
  return Math.max((containerWidth - gap * (columns - 1)) / columns, 0);
}

function fixedSlot(layout: ColumnLayout, frame: PageFrame): string {
  return `${Math.ceil(columnWidthFor(frame.contentMax, layout))}px`;
}

function fluidSlot({ columns, gap }: ColumnLayout, frame: PageFrame): string {
  const taken = frame.gutter + gap * (columns - 1);
  return columns === 1 ? `calc(100vw - ${taken}px)` : `calc((100vw - ${taken}px) / ${columns})`;
}

/**
 * Build the `sizes` list for layouts given widest first (the last one must
 * start at 0). Where the content column stops growing inside a layout's
 * range, the slot becomes a fixed width from that point on.
 */
export function sizesFor(layouts: readonly ColumnLayout[], frame: PageFrame = PAGE_FRAME): string {
  const capAt = frame.contentMax + frame.gutter;
  const parts: string[] = [];
  layouts.forEach((layout, index) => {
    const upper = index === 0 ? Infinity : layouts[index - 1].minWidth;
    const isLast = index === layouts.length - 1;
    if (layout.minWidth >= capAt) {
      parts.push(`(min-width: ${layout.minWidth}px) ${fixedSlot(layout, frame)}`);
      return;
    }
    if (capAt < upper) parts.push(`(min-width: ${capAt}px) ${fixedSlot(layout, frame)}`);
    parts.push(
      isLast ? fluidSlot(layout, frame) : `(min-width: ${layout.minWidth}px) ${fluidSlot(layout, frame)}`,
    );
  });
  return parts.join(', ');
}
