// The home page's videos load YouTube's player only when asked; the address
// it loads asks for captions and the player's own words in the page's
// language, so a Gujarati reader is not handed English ones.
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
    const count = await plays.count();
    expect(count).toBeGreaterThan(0);
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
    for (const embed of loaded.map((address) => new URL(address))) {
      expect(embed.host).toBe('www.youtube-nocookie.com');
      expect(embed.searchParams.get('hl')).toBe(locale);
      expect(embed.searchParams.get('cc_lang_pref')).toBe(locale);
    }
  });
}
