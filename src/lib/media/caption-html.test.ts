import { describe, expect, it } from 'vitest';
import { captionHtml, escapeHtml } from './caption-html';

describe('escapeHtml', () => {
  it.each([
    ['Plain words', 'Plain words'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ['<script>alert(1)</script>', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    [`"quoted" and 'single'`, '&quot;quoted&quot; and &#39;single&#39;'],
    ['', ''],
  ])('%j becomes %j', (input, output) => {
    expect(escapeHtml(input)).toBe(output);
  });
});

describe('captionHtml', () => {
  it.each([
    ['Children sign the prayer.', '<p>Children sign the prayer.</p>'],
    ['#1 in the district', '<p>#1 in the district</p>'],
    ['.5 km walk & <b>', '<p>.5 km walk &amp; &lt;b&gt;</p>'],
  ])('%j becomes %j', (input, output) => {
    expect(captionHtml(input)).toBe(output);
  });
});
