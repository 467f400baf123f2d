import { describe, expect, it } from 'vitest';
import { captionHtml, withAltEscaped } from './caption-html';

/** An alt text that tries to close the attribute and add one of its own. */
const INJECTION = 'x" onerror="alert(1)';

describe('captionHtml', () => {
  it.each([
    ['Children sign the prayer.', '<p>Children sign the prayer.</p>'],
    ['#1 in the district', '<p>#1 in the district</p>'],
    ['.5 km walk & <b>', '<p>.5 km walk &amp; &lt;b&gt;</p>'],
    ['Stage play "The Clever Crow"', '<p>Stage play &quot;The Clever Crow&quot;</p>'],
    [INJECTION, '<p>x&quot; onerror=&quot;alert(1)</p>'],
    ['Class 5 > Class 4 <in the final>', '<p>Class 5 &gt; Class 4 &lt;in the final&gt;</p>'],
  ])('%j becomes %j', (input, output) => {
    expect(captionHtml(input)).toBe(output);
  });

  it('says the language of an English-only photo on a Gujarati page', () => {
    expect(captionHtml('Sports day', 'en')).toBe('<p lang="en">Sports day</p>');
    expect(captionHtml('x', 'en" onclick="y')).toBe('<p lang="en&quot; onclick=&quot;y">x</p>');
  });
});

describe('withAltEscaped', () => {
  it.each([
    [
      'Children act out "The Thirsty Crow" on stage',
      'Children act out &quot;The Thirsty Crow&quot; on stage',
    ],
    [INJECTION, 'x&quot; onerror=&quot;alert(1)'],
    ['Tom & Jerry <3', 'Tom &amp; Jerry &lt;3'],
    ["A boy's medal", 'A boy&#39;s medal'],
  ])('%j becomes %j', (alt, escaped) => {
    expect(withAltEscaped([{ src: '/a.jpg', alt }])).toEqual([{ src: '/a.jpg', alt: escaped }]);
  });

  it('leaves items without alt text as they are, and the input unchanged', () => {
    const items = [{ src: '/a.jpg' }, { src: '/b.jpg', alt: '' }, { src: '/c.jpg', alt: '"' }];
    expect(withAltEscaped(items)).toEqual([
      { src: '/a.jpg' },
      { src: '/b.jpg', alt: '' },
      { src: '/c.jpg', alt: '&quot;' },
    ]);
    expect(items[2]?.alt).toBe('"');
  });

  it('gives markup that a browser reads back as the whole alt text and no other attribute', () => {
    const [item] = withAltEscaped([{ alt: INJECTION }]);
    // The way lightGallery writes it: 'alt="' + alt + '"'.
    const markup = `<img alt="${item?.alt ?? ''}" src="/a.jpg">`;
    const attributes = [...markup.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((match) => match[1]);
    expect(attributes).toEqual(['alt', 'src']);
  });
});
