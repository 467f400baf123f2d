/**
 * An RSS 2.0 feed of news clippings and newsletters, for well-wishers who
 * follow the school in a feed reader. Built by hand: it is a few lines of XML
 * and every text is escaped here.
 */

export interface FeedItem {
  title: string;
  url: string;
  date: Date;
  description: string;
}

export interface FeedChannel {
  title: string;
  siteUrl: string;
  feedUrl: string;
  description: string;
  items: readonly FeedItem[];
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Items newest first, as feed readers expect. */
export function buildRssFeed(channel: FeedChannel): string {
  const items = [...channel.items]
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <pubDate>${item.date.toUTCString()}</pubDate>
      <description>${escapeXml(item.description)}</description>
    </item>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.siteUrl)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>en</language>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml" />
${items.join('\n')}
  </channel>
</rss>
`;
}
