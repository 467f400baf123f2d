import { describe, expect, it } from 'vitest';
import { MARKDOWN_PHOTO, markdownPhotos, readMarkdownPhoto } from './markdown-photos';

/** Runs the plugin on one <img> and returns its properties afterwards, as the HTML would carry them. */
function visit(properties: Record<string, unknown>) {
  const node = { properties: { ...properties } };
  markdownPhotos.element.visit(node, {
    setProperty: (_node, name, value) => (node.properties[name] = value),
  });
  // A property set to null is not written into the HTML.
  return Object.fromEntries(Object.entries(node.properties).filter(([, value]) => value !== null));
}

describe('markdownPhotos', () => {
  it('leaves a photo of the content as a marker with its path and whole description', () => {
    const alt = 'The "Jubilee" banner & a child\'s drawing <of> the school: શાળા';
    const marked = visit({ src: '../photos/annual%20day.jpg', alt });
    expect(marked).toEqual({ dataMarkdownPhoto: expect.stringMatching(/^[\w-]+$/) });
    expect(readMarkdownPhoto(String(marked.dataMarkdownPhoto))).toEqual({
      src: '../photos/annual day.jpg',
      alt,
    });
    const html = `<p><img title="x" data-markdown-photo="${String(marked.dataMarkdownPhoto)}"></p>`;
    expect(MARKDOWN_PHOTO.exec(html)?.[1]).toBe(marked.dataMarkdownPhoto);
  });

  it.each(['https://example.org/photo.jpg', '/images/broken-image.svg'])('leaves %s as it is', (src) => {
    expect(visit({ src, alt: 'A photo' })).toEqual({ src, alt: 'A photo' });
  });
});
