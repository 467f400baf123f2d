// Every link staff write is checked by one rule per kind, in the build and
// in the editor alike: only web addresses and this site's own paths pass.
import { describe, expect, it } from 'vitest';
import { SITE_PATH_PATTERN, WEB_ADDRESS_PATTERN, sitePath, webAddress } from './links';

const web = webAddress('url');
const path = sitePath('href');
const editorAccepts = (pattern: string, value: string) => new RegExp(pattern).test(value);

describe('a web address', () => {
  it.each([
    'https://www.youtube.com/@navjyotschool',
    'http://example.org',
    'https://example.org/a/b?c=d&e=f#g',
    'https://xn--ehq.example/',
  ])('accepts %s', (value) => {
    expect(web.safeParse(value).success).toBe(true);
    expect(editorAccepts(WEB_ADDRESS_PATTERN, value)).toBe(true);
  });

  it.each([
    "javascript:alert('video')",
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    '\tjava\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.org',
    'mailto:office@example.org',
    '//evil.example',
    '/about',
    'www.youtube.com/@navjyotschool',
    'https://',
    'https:///evil.example',
    'https:\\\\evil.example',
    ' https://example.org',
    'https://example.org/a b',
    'https://example.org\n',
    'https://trusted.example@evil.example/',
    'HTTPS://EXAMPLE.ORG',
    '',
  ])('refuses %j, naming the field', (value) => {
    const result = web.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^url must be a web address/);
    expect(editorAccepts(WEB_ADDRESS_PATTERN, value)).toBe(false);
  });
});

describe('a path on this site', () => {
  it.each(['/', '/about', '/about/', '/activite/drawing-activity', '/gu/about'])('accepts %s', (value) => {
    expect(path.safeParse(value).success).toBe(true);
    expect(editorAccepts(SITE_PATH_PATTERN, value)).toBe(true);
  });

  it.each([
    '//evil.example',
    '//evil',
    '///evil',
    '/\\evil',
    'javascript:alert(1)',
    'https://example.org/about',
    'about',
    '/about us',
    '/about?x=1',
    '/about//us',
    '',
  ])('refuses %j, naming the field', (value) => {
    const result = path.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/^href must be a path on this site/);
    expect(editorAccepts(SITE_PATH_PATTERN, value)).toBe(false);
  });
});
