/**
 * Which entries the editor's preview pane shows, and which field plays each
 * part of the site's page (src/components/sections/): the heading, the words
 * under it (a tagline, a summary), a date, the Markdown text, a list of
 * { src, alt } photos, one photo (its description in `alt`), a PDF. The
 * editor turns the preview on only for a collection named here.
 */
export interface PreviewShape {
  title: string;
  lead?: string;
  date?: string;
  body?: boolean;
  photos?: string;
  image?: string;
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
