/** Where a YouTube video is watched: the page link works without JavaScript. */
export function youtubeWatchUrl(videoId: string): string {
  return `https://www.youtube.com/watch?v=${encodeURIComponent(videoId)}`;
}

/**
 * The embed loaded only after a click: the privacy-enhanced host, captions on
 * by default (many of our visitors cannot hear the sound), and autoplay since
 * the click already said "play".
 */
export function youtubeEmbedUrl(videoId: string): string {
  const params = new URLSearchParams({
    autoplay: '1',
    cc_load_policy: '1',
    rel: '0',
    hl: 'en',
    cc_lang_pref: 'en',
  });
  return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(videoId)}?${params.toString()}`;
}
