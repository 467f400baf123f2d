import { describe, expect, it } from 'vitest';
import { captionHtml } from './caption-html';

describe('captionHtml', () => {
  it.each([
    ['Children sign the prayer.', '<p>Children sign the prayer.</p>'],
    ['#1 in the district', '<p>#1 in the district</p>'],
    ['.5 km walk & <b>', '<p>.5 km walk &amp; &lt;b&gt;</p>'],
  ])('%j becomes %j', (input, output) => {
    expect(captionHtml(input)).toBe(output);
  });
});
