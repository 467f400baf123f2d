/** Every lightGallery option the site relies on (specification section 9), pure and tested; its code loads later. */
import type { LightGallerySettings } from 'lightgallery/lg-settings';
import type { GroupMessages } from '../../i18n';
import { escapeHtml } from '../../lib/text/escape-html';
import { PHOTO_LINK } from '../directives/island-attributes';

export type LightboxMessages = GroupMessages<'lightbox'>;

export function buildLightboxSettings(
  messages: LightboxMessages,
  prefersReducedMotion: boolean,
  // The GPLv3 placeholder works but logs a warning: PUBLIC_LIGHTGALLERY_LICENSE_KEY takes the real key.
  licenseKey = '0000-0000-000-0000',
): LightGallerySettings {
  // On phones lightGallery hides the close button and arrows unless told otherwise.
  const controls = { controls: true, showCloseIcon: true, download: false };
  return {
    licenseKey,
    selector: PHOTO_LINK,
    // Sliding and zooming from the thumbnail are motion; a fade is not.
    mode: prefersReducedMotion ? 'lg-fade' : 'lg-slide',
    zoomFromOrigin: !prefersReducedMotion,
    speed: 600,
    startAnimationDuration: 400,
    backdropDuration: 400,
    // Pull-to-close is lightGallery's fixed 100 px.
    swipeThreshold: 40,
    // Bars stay visible: a hidden close button is no use to anyone.
    hideBarsDelay: 0,
    ...controls,
    mobileSettings: controls,
    strings: {
      closeGallery: messages.close,
      toggleMaximize: messages.toggleMaximize,
      previousSlide: messages.previous,
      nextSlide: messages.next,
      download: messages.download,
      playVideo: messages.playVideo,
      // Our placeholder and sentence rather than the library's "Oops".
      mediaLoadingFailed:
        '<img src="/images/broken-image.svg" alt="" width="160" height="120">' +
        `<span>${escapeHtml(messages.brokenImage)}</span>`,
    },
    showZoomInOutIcons: true,
    actualSize: false,
    scale: 0.5,
    zoomPluginStrings: {
      zoomIn: messages.zoomIn,
      zoomOut: messages.zoomOut,
      viewActualSize: messages.actualSize,
    },
  };
}
