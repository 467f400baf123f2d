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
    await page.goto(localisedPath('/', locale));
    const embeds = await page
      .locator('a[data-embed]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('data-embed') ?? ''));
    expect(embeds.length).toBeGreaterThan(0);
    for (const embed of embeds.map((address) => new URL(address))) {
      expect(embed.searchParams.get('hl')).toBe(locale);
      expect(embed.searchParams.get('cc_lang_pref')).toBe(locale);
    }
  });
}
