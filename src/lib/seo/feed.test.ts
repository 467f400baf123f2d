import { describe, expect, it } from 'vitest';
import { buildRssFeed, escapeXml } from './feed';

describe('buildRssFeed', () => {
  const feed = buildRssFeed({
    title: 'School news',
    siteUrl: 'https://school.example/',
    feedUrl: 'https://school.example/feed.xml',
    description: 'News & newsletters',
    items: [
      {
        title: 'Old',
        url: 'https://school.example/a.pdf',
        date: new Date('2024-01-01T00:00:00Z'),
        description: 'a',
      },
      {
        title: 'New <b>',
        url: 'https://school.example/b',
        date: new Date('2026-05-01T00:00:00Z'),
        description: 'b',
      },
    ],
  });

  it('puts the newest item first', () => {
    expect(feed.indexOf('New &lt;b&gt;')).toBeLessThan(feed.indexOf('<title>Old</title>'));
  });

  it('escapes every text and dates items in RFC 822 form', () => {
    expect(feed).toContain('<description>News &amp; newsletters</description>');
    expect(feed).toContain('<pubDate>Fri, 01 May 2026 00:00:00 GMT</pubDate>');
    expect(feed).toContain('rel="self"');
  });

  it('escapes all five XML special characters', () => {
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });
});
