// Staff Markdown is always shown in a text column (`.prose`: at most --text-width, 42rem, inside the
// page's 1rem margins), yet Astro's constrained layout writes `sizes` as if a photo filled the window up
// to its own width: a desktop fetched the 1,600 px copy for a 672 px column. Astro keeps a `sizes` the
// Markdown gives (this plugin runs before its image marker), so the column's width is written here.
const MARKDOWN_IMAGE_SIZES = '(min-width: 44rem) 42rem, calc(100vw - 2rem)';

/** A plugin for Astro's Markdown processor (Sätteri): every photo in the text gets the column's `sizes`. */
export const markdownImageSizes = {
  name: 'markdown-image-sizes',
  element: {
    filter: ['img'],
    visit(node: unknown, context: { setProperty(node: unknown, name: string, value: string): void }) {
      context.setProperty(node, 'sizes', MARKDOWN_IMAGE_SIZES);
    },
  },
};
