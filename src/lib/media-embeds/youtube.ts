import type { Locale } from '../../i18n/locales.ts';

/** Where a YouTube video is watched: the page link works without JavaScript. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * The embed loaded only after a click: the privacy-enhanced host, captions on by default (many of our
 * visitors cannot hear the sound) in the page's language, as are the player's own words (`hl`), and
 * autoplay since the click already said "play".
 */
export function youtubeEmbedUrl(videoId: string, locale: Locale): string {
  const params = new URLSearchParams({
    autoplay: '1',
    cc_load_policy: '1',
    rel: '0',
    hl: locale,
    cc_lang_pref: locale,
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}
