/**
 * What survives of the HTML that staff Markdown renders to. Markdown lets raw
 * HTML through as written, and the Content Security Policy only stops scripts:
 * a pasted `<meta http-equiv="refresh">` would still send visitors elsewhere
 * and a `<style>` would restyle the page. So every Markdown entry passes
 * through rehype-sanitize with GitHub's rules (its default schema): raw HTML
 * is dropped whole, `on*` attributes and `javascript:` links cannot survive,
 * and what Markdown itself writes (paragraphs, headings, lists, links,
 * emphasis, quotes, tables, footnotes, images) stays.
 */
import type { Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

export const markdownSchema: SanitizeSchema = {
  ...defaultSchema,
  // GitHub prefixes ids with "user-content-" so that a page's own ids cannot
  // be hijacked. Here no editor can write an id (raw HTML is dropped), and
  // the Markdown processor already prefixes the footnote ids it writes:
  // a second prefix would only break the footnote links. Heading ids are
  // added after this step, unprefixed, as the pages' anchors expect.
  clobberPrefix: '',
};

/** The part of the Markdown processor's plugin context this plugin uses. */
interface TreeEditor {
  replaceNode(node: Readonly<Root>, replacement: Root): void;
}

const sanitize = rehypeSanitize(markdownSchema);

/**
 * A plugin for Astro's Markdown processor (Sätteri, whose HTML-tree plugins
 * play the part of rehype plugins): once the Markdown is an HTML tree, the
 * whole tree is replaced by its sanitised copy.
 */
export const sanitizeMarkdownHtml = {
  name: 'sanitize-markdown-html',
  after(root: Readonly<Root>, editor: TreeEditor): void {
    editor.replaceNode(root, sanitize(root));
  },
};
