// Renders hostile Markdown with the Markdown processor the site's Astro
// config sets (Astro's default processor if the config set none), so the test
// fails if the sanitising step is ever dropped from the config.
import { satteri } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import config from '../../../astro.config.mjs';

async function render(markdown: string): Promise<string> {
  const processor = config.markdown?.processor ?? satteri();
  const renderer = await processor.createRenderer({});
  return (await renderer.render(markdown)).code;
}

const attacks = [
  ['a script', '<script>alert("script")</script>', /<script|alert/],
  ['an inline event handler', 'A photo <img src="x.jpg" onerror="alert(1)"> here.', /onerror|<img/],
  ['a handler on an inline element', 'Some <b onclick="alert(1)">bold</b> text.', /onclick|<b[ >]/],
  ['a javascript: link', '[Read more](javascript:alert(1))', /javascript:/i],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta|refresh/],
  ['a style element', '<style>body { display: none }</style>', /<style|display/],
  ['an iframe', '<iframe src="https://evil.example/frame"></iframe>', /<iframe|evil/],
  ['a style attribute', '<p style="position:fixed;inset:0">cover</p>', /style=|fixed/],
] as const;

describe('Markdown written by staff', () => {
  it.each(attacks)('loses %s', async (_kind, markdown, leftover) => {
    expect(await render(`Before.\n\n${markdown}\n\nAfter.`)).not.toMatch(leftover);
  });

  it('keeps what Markdown itself writes', async () => {
    const html = await render(
      [
        '## Our day',
        'Children *sign* the **prayer**, then read [our story](/about) and [the news](https://example.org/news).',
        '- Reading\n- Writing',
        '1. First\n2. Second',
        '> A quote from a parent.',
        'Write to [the office](mailto:office@example.org).',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2 id="our-day">Our day</h2>');
    expect(html).toContain('<em>sign</em>');
    expect(html).toContain('<strong>prayer</strong>');
    expect(html).toContain('<a href="/about">our story</a>');
    expect(html).toContain('<a href="https://example.org/news">the news</a>');
    expect(html).toContain('<a href="mailto:office@example.org">the office</a>');
    expect(html).toMatch(/<ul>\s*<li>Reading<\/li>\s*<li>Writing<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>First<\/li>/);
    expect(html).toMatch(/<blockquote>\s*<p>A quote from a parent\.<\/p>\s*<\/blockquote>/);
  });

  it('keeps the text inside dropped HTML, and footnote links that still lead to their notes', async () => {
    const html = await render('Some <b onclick="alert(1)">bold</b> text.[^1]\n\n[^1]: The note.');
    expect(html).toContain('Some bold text.');
    const target = /href="#([^"]+)"[^>]*data-footnote-ref/.exec(html)?.[1];
    expect(target).toBeDefined();
    expect(html).toContain(`id="${target}"`);
  });
});
