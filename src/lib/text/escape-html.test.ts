import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml', () => {
  it.each([
    ['plain text', 'plain text'],
    ['<script>alert("x")</script>', '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;'],
    ['Tom & Jerry', 'Tom &amp; Jerry'],
    ["it's", 'it&#39;s'],
    ['&lt; already', '&amp;lt; already'],
    ['નમસ્તે 🙏', 'નમસ્તે 🙏'],
  ])('%j', (input, expected) => {
    expect(escapeHtml(input)).toBe(expected);
  });
});
