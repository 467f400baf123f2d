import { describe, expect, it } from 'vitest';
import { buildLightboxSettings, captionHtml, fullPhotoSize, withAltEscaped } from './lightbox-settings';
import { englishMessages } from '../../../tests/support/messages.ts';

const messages = englishMessages.lightbox;

describe('buildLightboxSettings', () => {
  const settings = buildLightboxSettings(messages, false, 'ABCD-1234');

  it.each([
    ['speed', 600],
    ['startAnimationDuration', 400],
    ['backdropDuration', 400],
    ['swipeThreshold', 40],
    ['download', false],
    ['hideBarsDelay', 0],
    ['licenseKey', 'ABCD-1234'],
    ['mode', 'lg-slide'],
  ] as const)('%s is %j', (key, value) => {
    expect(settings[key]).toBe(value);
  });

  it('uses the GPLv3 placeholder key when none is set', () => {
    expect(buildLightboxSettings(messages, false).licenseKey).toBe('0000-0000-000-0000');
  });

  it('keeps the close button and arrows on phones', () => {
    expect(settings.mobileSettings).toEqual({ controls: true, showCloseIcon: true, download: false });
  });

  it('shows our placeholder and sentence for a broken photo, the sentence as text', () => {
    expect(settings.strings?.mediaLoadingFailed).toMatch(/<img src="data:image\/svg\+xml,[^"]+"/);
    expect(settings.strings?.mediaLoadingFailed).toContain('Sorry, this photo could not be loaded.');
    const html = buildLightboxSettings({ ...messages, brokenImage: 'Photo <b>gone</b>' }, false);
    expect(html.strings?.mediaLoadingFailed).toContain('Photo &lt;b&gt;gone&lt;/b&gt;');
  });

  it("names its buttons in the page's language", () => {
    expect(settings.strings).toMatchObject({ closeGallery: 'Close photo viewer', nextSlide: 'Next photo' });
    expect(settings.zoomPluginStrings).toMatchObject({ zoomIn: 'Zoom in', zoomOut: 'Zoom out' });
  });

  it('fades instead of sliding or zooming when motion is reduced', () => {
    const calm = buildLightboxSettings(messages, true);
    expect(calm.mode).toBe('lg-fade');
    expect(calm.zoomFromOrigin).toBe(false);
  });
});

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

describe('fullPhotoSize', () => {
  it('scales the thumbnail shape to the linked photo width', () => {
    expect(fullPhotoSize(640, 427)).toBe('1600-1068');
    expect(fullPhotoSize(640, 640)).toBe('1600-1600');
    expect(fullPhotoSize(320, 480, 900)).toBe('900-1350');
  });

  it('gives nothing for a thumbnail without a size', () => {
    expect(fullPhotoSize(0, 427)).toBe('');
    expect(fullPhotoSize(Number.NaN, 427)).toBe('');
  });
});
