import { describe, expect, it } from 'vitest';
import {
  brokenImageHtml,
  buildLightboxSettings,
  GPL_PLACEHOLDER_KEY,
  resolveLicenseKey,
  wheelZoomDirection,
} from './lightbox-settings';
import { englishMessages } from '../../i18n';

const messages = englishMessages.lightbox;
const options = {
  licenseKey: 'ABCD-1234',
  prefersReducedMotion: false,
  placeholderSrc: '/images/broken-image.svg',
  messages,
};

describe('buildLightboxSettings', () => {
  const settings = buildLightboxSettings(options);

  it.each([
    ['speed', 600],
    ['startAnimationDuration', 400],
    ['backdropDuration', 400],
    ['swipeThreshold', 40],
    ['swipeToClose', true],
    ['escKey', true],
    ['keyPress', true],
    ['trapFocus', true],
    ['controls', true],
    ['showCloseIcon', true],
    ['zoom', true],
    ['licenseKey', 'ABCD-1234'],
    ['mode', 'lg-slide'],
  ] as const)('%s is %j', (key, value) => {
    expect(settings[key]).toBe(value);
  });

  it('keeps the close button and arrows on phones', () => {
    expect(settings.mobileSettings).toEqual({ controls: true, showCloseIcon: true, download: false });
  });

  it('shows our placeholder for a broken photo', () => {
    expect(settings.strings?.mediaLoadingFailed).toContain('src="/images/broken-image.svg"');
  });

  it("names its buttons in the page's language", () => {
    expect(settings.strings).toMatchObject({ closeGallery: 'Close photo viewer', nextSlide: 'Next photo' });
    expect(settings.zoomPluginStrings).toMatchObject({ zoomIn: 'Zoom in', zoomOut: 'Zoom out' });
  });

  it('fades instead of sliding or zooming when motion is reduced', () => {
    const calm = buildLightboxSettings({ ...options, prefersReducedMotion: true });
    expect(calm.mode).toBe('lg-fade');
    expect(calm.zoomFromOrigin).toBe(false);
  });
});

describe('resolveLicenseKey', () => {
  it.each([
    [undefined, GPL_PLACEHOLDER_KEY],
    ['', GPL_PLACEHOLDER_KEY],
    ['   ', GPL_PLACEHOLDER_KEY],
    [42, GPL_PLACEHOLDER_KEY],
    [' 1A2B-3C4D ', '1A2B-3C4D'],
  ])('%j gives %j', (value, key) => {
    expect(resolveLicenseKey(value)).toBe(key);
  });
});

describe('brokenImageHtml', () => {
  it.each([
    ['/images/broken-image.svg', 'src="/images/broken-image.svg"'],
    ['/a"b.svg', 'src="/a&quot;b.svg"'],
  ])('%s is placed safely', (src, expected) => {
    const html = brokenImageHtml(src, messages.brokenImage);
    expect(html).toContain(expected);
    expect(html).toContain('Sorry, this photo could not be loaded. Please try again later.');
  });

  it('writes the sentence as text, never markup', () => {
    expect(brokenImageHtml('/x.svg', 'Photo <b>gone</b>')).toContain('Photo &lt;b&gt;gone&lt;/b&gt;');
  });
});

describe('wheelZoomDirection', () => {
  it.each([
    [-100, 'in'],
    [-1, 'in'],
    [0, undefined],
    [3, 'out'],
    [120, 'out'],
  ])('deltaY %i zooms %s', (deltaY, direction) => {
    expect(wheelZoomDirection(deltaY)).toBe(direction);
  });
});
