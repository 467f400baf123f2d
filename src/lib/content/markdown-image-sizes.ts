// Staff Markdown is always shown in the text column (`.prose`), yet Astro's constrained layout writes
// `sizes` as if a photo filled the window up to its own width: a desktop fetched the 1,600 px copy for a
// 672 px column. Astro keeps a `sizes` the Markdown gives (this plugin runs before its image marker).
import { sizesFor, TEXT_COLUMN_MAX } from '../media/image-sizes.ts';

const columnSizes = sizesFor([{ minWidth: 0, columns: 1, gap: 0 }], TEXT_COLUMN_MAX);

/** A plugin for Astro's Markdown processor (Sätteri): every photo in the text gets the column's `sizes`. */
export const markdownImageSizes = {
  name: 'markdown-image-sizes',
  element: {
    filter: ['img'],
    visit(node: unknown, context: { setProperty(node: unknown, name: string, value: string): void }) {
      context.setProperty(node, 'sizes', columnSizes);
    },
  },
};
