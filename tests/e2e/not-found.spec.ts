// The NOT FOUND page on every host. GitHub Pages (our deploy workflow) answers
// every missing address, /gu/… too, with the root 404.html, so that page must
// speak both languages without JavaScript; hosts that pick the nearest 404
// page (the local server, Cloudflare Pages, Netlify with its rules) give
// /gu/… the Gujarati one, Gujarati first.
import { expect, test, type Page } from '@playwright/test';
import { localisedPath } from '../../src/lib/routes/site-routes.ts';
import { notFoundRoute } from '../support/site-map';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';

test.use({ javaScriptEnabled: false });

/** The words and links of one language on the page, inside an element marked with that language. */
async function expectMessagesIn(page: Page, lang: 'en' | 'gu') {
  const messages = (lang === 'en' ? englishMessages : gujaratiMessages).notFound;
  const part = page.locator(`main [lang="${lang}"]`).filter({ hasText: messages.explanation });
  await expect(part).toHaveCount(1);
  await expect(part.getByRole('heading', { name: messages.heading })).toBeVisible();
  await expect(part.getByRole('link', { name: messages.home })).toHaveAttribute(
    'href',
    localisedPath('/', lang),
  );
}

test('the root 404 page, served by GitHub Pages for a missing Gujarati address, speaks both languages', async ({
  page,
}) => {
  // What GitHub Pages does: the root 404.html for /gu/… as for any other missing address.
  await page.route(`**${localisedPath(notFoundRoute, 'gu')}`, (route) =>
    route.fulfill({ status: 404, path: 'dist/404.html' }),
  );
  const response = await page.goto(localisedPath(notFoundRoute, 'gu'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NOT FOUND');
  await expectMessagesIn(page, 'en');
  await expectMessagesIn(page, 'gu');
});

test('the Gujarati 404 page, where the host picks it, puts Gujarati first and English after', async ({
  page,
}) => {
  const response = await page.goto(localisedPath(notFoundRoute, 'gu'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(gujaratiMessages.notFound.heading);
  await expectMessagesIn(page, 'gu');
  await expectMessagesIn(page, 'en');
  await expect(page.locator('main [lang]').first()).toHaveAttribute('lang', 'gu');
});
