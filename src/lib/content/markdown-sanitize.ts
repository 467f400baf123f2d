// Staff Markdown's HTML through rehype-sanitize with GitHub's rules: the CSP stops scripts only, and a
// pasted `<meta http-equiv="refresh">` or `<style>` would still act. What Markdown itself writes stays.
import type { Root } from 'hast';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';

const sanitize = rehypeSanitize({
  ...defaultSchema,
  // No prefix on ids: staff cannot write one (raw HTML goes), the Markdown processor already
  // prefixes its footnote ids (a second prefix breaks their links), heading ids come later.
  clobberPrefix: '',
});

/** A plugin for Astro's Markdown processor (Sätteri): the HTML tree becomes its sanitised copy. */
export const sanitizeMarkdownHtml = {
  name: 'sanitize-markdown-html',
  after(root: Readonly<Root>, editor: { replaceNode(node: Readonly<Root>, replacement: Root): void }): void {
    editor.replaceNode(root, sanitize(root));
  },
};
