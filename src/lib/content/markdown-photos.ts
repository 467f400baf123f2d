// Staff Markdown's photos (in a newsletter's or an activity's text) are drawn by MarkdownPhotos.astro as
// every photo on the site is: AVIF, then WebP, then a JPEG for phones that decode neither. Astro's own
// Markdown images are WebP alone, which the JioPhone and iPhones left on iOS 12 or 13 cannot show. This
// plugin for Astro's Markdown processor (Sätteri) leaves each local photo as a marker that Astro's image
// step passes over (it has no src): its path and description, as base64url JSON so no escaping can change them.
import { sizesFor, TEXT_COLUMN_MAX } from '../media/image-sizes.ts';

/** A marker as the page's HTML has it; the group is the photo. */
export const MARKDOWN_PHOTO = /<img [^>]*?data-markdown-photo="([\w-]+)"[^>]*>/;

/** Staff Markdown is shown in the text column (`.prose`). */
export const markdownPhotoSizes = sizesFor([{ minWidth: 0, columns: 1, gap: 0 }], TEXT_COLUMN_MAX);

interface MarkdownPhoto {
  src: string;
  alt: string;
}

export const readMarkdownPhoto = (marker: string): MarkdownPhoto =>
  JSON.parse(Buffer.from(marker, 'base64url').toString('utf8')) as MarkdownPhoto;

interface Editor {
  setProperty(node: unknown, name: string, value: string | null): void;
}

export const markdownPhotos = {
  name: 'markdown-photos',
  element: {
    filter: ['img'],
    visit(node: { properties?: Record<string, unknown> }, editor: Editor) {
      const { src, alt } = node.properties ?? {};
      // Addresses on the web and files in public/ are not photos of the content: left as they are.
      if (typeof src !== 'string' || URL.canParse(src) || src.startsWith('/')) return;
      const photo: MarkdownPhoto = { src: decodeURI(src), alt: typeof alt === 'string' ? alt : '' };
      editor.setProperty(node, 'src', null);
      editor.setProperty(node, 'alt', null);
      editor.setProperty(node, 'dataMarkdownPhoto', Buffer.from(JSON.stringify(photo)).toString('base64url'));
    },
  },
};
