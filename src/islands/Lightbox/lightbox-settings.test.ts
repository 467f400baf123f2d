import { describe, expect, it } from 'vitest';
import { buildLightboxSettings } from './lightbox-settings';
import { englishMessages } from '../../i18n';

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
    expect(settings.strings?.mediaLoadingFailed).toContain('src="/images/broken-image.svg"');
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
