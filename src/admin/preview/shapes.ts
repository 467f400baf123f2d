/**
 * Which entries the editor's preview pane shows, and what of each: the
 * fields in the order and role the site's page gives them (src/components/
 * sections/). Registered by collection name (src/admin/preview/register.ts),
 * so a collection named here gets its preview once it is in the editor's
 * menu, and the editor turns the preview on only where one is named.
 */
export interface PreviewShape {
  /** The heading. */
  title: string;
  /** The words under the heading (a tagline, a summary, a description). */
  lead?: string;
  /** A date field, shown in the language's own words. */
  date?: string;
  /** The Markdown text (`body`), rendered by the editor's Markdown widget. */
  body?: boolean;
  /** A list of { src, alt } photos. */
  photos?: string;
  /** One photo, with its description in `alt`. */
  image?: string;
  /** A PDF, shown as its download link. */
  file?: string;
}

export const previewShapes: Record<string, PreviewShape> = {
  pages: { title: 'title', lead: 'description', body: true },
  activities: { title: 'title', lead: 'tagline', body: true, photos: 'photos' },
  aboutTexts: { title: 'title', body: true },
  homeTexts: { title: 'title', body: true },
  news: { title: 'title', date: 'date', image: 'image' },
  newsletters: { title: 'title', date: 'issueDate', lead: 'summary', file: 'file' },
};

export const hasPreview = (collection: string) => Object.hasOwn(previewShapes, collection);
