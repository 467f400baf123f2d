import { describe, expect, it } from 'vitest';
import { youtubeEmbedUrl, youtubeWatchUrl } from './youtube';

describe('youtube addresses', () => {
  it('links to the watch page', () => {
    expect(youtubeWatchUrl('abcDEF12345')).toBe('https://www.youtube.com/watch?v=abcDEF12345');
  });

  it('embeds from the no-cookie host with captions switched on', () => {
    const url = new URL(youtubeEmbedUrl('abcDEF12345', 'en'));
    expect(url.host).toBe('www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/abcDEF12345');
    expect(url.searchParams.get('cc_load_policy')).toBe('1');
    expect(url.searchParams.get('autoplay')).toBe('1');
  });

  it("asks for captions and the player's words in the page's language", () => {
    for (const locale of ['en', 'gu'] as const) {
      const url = new URL(youtubeEmbedUrl('abcDEF12345', locale));
      expect(url.searchParams.get('hl')).toBe(locale);
      expect(url.searchParams.get('cc_lang_pref')).toBe(locale);
    }
  });
});
