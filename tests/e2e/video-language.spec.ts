// The home page's videos load YouTube's player only when asked, from the
// no-cookie host, playing at once (the click said "play") with captions on
// (many visitors cannot hear) and captions and the player's own words in the
// page's language, so a Gujarati reader is not handed English ones. Each play
// link is the video's watch page, which works without JavaScript.
import { expect, test } from '@playwright/test';
import { locales } from '../../src/i18n/locales.ts';
import { localisedPath } from '../../src/lib/routes/site-routes.ts';

for (const locale of locales) {
  test(`the videos on ${localisedPath('/', locale)} ask YouTube for ${locale} captions and interface`, async ({
    page,
  }) => {
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '' }),
    );
    await page.goto(localisedPath('/', locale));
    const plays = page.locator('main a[href^="https://www.youtube.com/watch"]');
    const ids = (
      await plays.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    ).map((href) => /^https:\/\/www\.youtube\.com\/watch\?v=([\w-]+)$/.exec(href)?.[1]);
    const count = ids.length;
    expect(count).toBeGreaterThan(0);
    expect(ids, 'every play link is https://www.youtube.com/watch?v=<id>').not.toContain(undefined);
    // Each play link gives way to its player, which takes the keyboard focus.
    const loaded: string[] = [];
    for (let played = 1; played <= count; played += 1) {
      await plays.first().click();
      await expect(plays).toHaveCount(count - played);
      loaded.push(
        await page.evaluate(() =>
          document.activeElement instanceof HTMLIFrameElement ? document.activeElement.src : 'not a frame',
        ),
      );
    }
    for (const [index, embed] of loaded.map((address) => new URL(address)).entries()) {
      expect(embed.host).toBe('www.youtube-nocookie.com');
      expect(embed.pathname).toBe(`/embed/${ids[index]}`);
      expect(embed.searchParams.get('autoplay')).toBe('1');
      expect(embed.searchParams.get('cc_load_policy')).toBe('1');
      expect(embed.searchParams.get('hl')).toBe(locale);
      expect(embed.searchParams.get('cc_lang_pref')).toBe(locale);
    }
  });
}
