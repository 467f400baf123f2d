import { getRssString } from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import { feedOptions, type SiteFeed } from './feed';

const day = (text: string) => new Date(`${text}T00:00:00Z`);

const feed: SiteFeed = {
  site: new URL('https://school.example'),
  title: 'School news',
  description: 'News & newsletters',
  language: 'en',
  clippings: [
    { id: 'sports-day-2026', title: 'Medals <and> cheers', date: day('2026-02-10'), alt: 'A clipping' },
    { id: 'old-story', title: 'Old story', date: day('2024-01-01'), alt: "The school's first report" },
  ],
  newsletters: [
    {
      id: 'newsletter-2026-spring',
      title: 'Spring 2026',
      issueDate: day('2026-05-01'),
      summary: 'Kites & a fair',
      html: '<h2>Kites</h2><p><picture><source srcset="/_astro/k-400.webp 400w, /_astro/k-800.webp 800w"><img src="/_astro/kites.jpeg" alt="Kites in the sky"></picture> See <a href="/about">us</a>.</p>',
    },
  ],
};

describe('feedOptions', () => {
  const { items } = feedOptions(feed);

  it('lists clippings and newsletters newest first, each with a whole link and its date', () => {
    expect(items).toEqual([
      {
        title: 'Spring 2026',
        link: 'https://school.example/newsletters/newsletter-2026-spring',
        pubDate: day('2026-05-01'),
        description: 'Kites & a fair',
        content:
          '<h2>Kites</h2><p><picture><source srcset="https://school.example/_astro/k-400.webp 400w, https://school.example/_astro/k-800.webp 800w"><img src="https://school.example/_astro/kites.jpeg" alt="Kites in the sky"></picture> See <a href="https://school.example/about">us</a>.</p>',
      },
      {
        title: 'Medals <and> cheers',
        link: 'https://school.example/news-corner#sports-day-2026',
        pubDate: day('2026-02-10'),
        description: 'A clipping',
      },
      {
        title: 'Old story',
        link: 'https://school.example/news-corner#old-story',
        pubDate: day('2024-01-01'),
        description: "The school's first report",
      },
    ]);
  });
});

describe('the feed @astrojs/rss writes from them', () => {
  it('names its language, its own address and the site, and escapes every text', async () => {
    const xml = await getRssString(feedOptions(feed));
    expect(xml).toContain('<language>en</language>');
    expect(xml).toMatch(
      /<atom:link href="https:\/\/school\.example\/feed\.xml" rel="self" type="application\/rss\+xml"\s*\/>/,
    );
    expect(xml).toContain('xmlns:atom="http://www.w3.org/2005/Atom"');
    expect(xml).toContain('<link>https://school.example</link>'); // the root, written without a trailing slash
    expect(xml).toContain('<description>News &amp; newsletters</description>');
    expect(xml).toContain('<title>Medals &lt;and&gt; cheers</title>');
    expect(xml).toContain('<pubDate>Fri, 01 May 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain(
      '<guid isPermaLink="true">https://school.example/news-corner#sports-day-2026</guid>',
    );
    expect(xml.indexOf('Spring 2026')).toBeLessThan(xml.indexOf('Old story'));
  });

  it('carries each newsletter’s whole text as HTML, escaped for the XML', async () => {
    const xml = await getRssString(feedOptions(feed));
    expect(xml).toContain('xmlns:content="http://purl.org/rss/1.0/modules/content/"');
    expect(xml).toContain('<content:encoded>&lt;h2&gt;Kites&lt;/h2&gt;');
    expect(xml).toContain('alt=&quot;Kites in the sky&quot;');
  });
});

describe('the Gujarati feed', () => {
  it('links its own address and the Gujarati News Corner', async () => {
    const xml = await getRssString(feedOptions({ ...feed, language: 'gu' }));
    expect(xml).toContain('<language>gu</language>');
    expect(xml).toContain('<atom:link href="https://school.example/gu/feed.xml"');
    // The channel's own link is the Gujarati home page, as its items and language are Gujarati.
    expect(xml).toMatch(
      /<channel><title>[^<]*<\/title><description>[^<]*<\/description><link>https:\/\/school\.example\/gu<\/link>/,
    );
    expect(xml).toContain('<link>https://school.example/gu/news-corner#sports-day-2026</link>');
    expect(xml).toContain('<link>https://school.example/gu/newsletters/newsletter-2026-spring</link>');
  });
});
