// Every route renders the content the specification lists for it, with the
// spec's counts, from the built static site.
import { expect, test } from '@playwright/test';
import { activityPath, activityTitles, counts, notFoundRoute } from '../support/site-map';

test.describe('home page', () => {
  test('shows the school, its facts and every home section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Navjyot School for Hearing-Impaired Children',
    );
    const facts = page.getByRole('list', { name: 'The school in numbers' });
    for (const fact of ['1974', '1991', '121', '50', '100%', '90%']) {
      await expect(facts.getByText(fact, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Life at school' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our well-wishers' })).toBeVisible();
    const knowMore = page.getByRole('link', { name: /^Know More/ });
    await expect(knowMore).toHaveCount(2);
    for (const link of await knowMore.all()) await expect(link).toHaveAttribute('href', '/about');
    await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our achievements' })).toBeVisible();
    const banner = page.getByRole('region', { name: 'Hearing Hope' });
    await expect(banner.getByRole('link')).toHaveAttribute('href', '/about');
    const cards = page
      .getByRole('list', { name: 'Support, education and achievements' })
      .getByRole('listitem');
    await expect(cards.getByRole('heading')).toHaveText(['Support', 'Education', 'Achievements']);
    const videos = page.getByRole('region', { name: 'Watch our children' }).getByRole('listitem');
    await expect(videos).toHaveCount(counts.videos);
    for (const video of await videos.all()) {
      await expect(video.getByRole('link', { name: /^Play video: / })).toHaveAttribute(
        'href',
        /youtube\.com\/watch\?v=/,
      );
      await expect(video.getByRole('paragraph')).not.toBeEmpty();
    }
  });
});

test('about page lists 7 values and 10 educational features', async ({ page }) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us');
  for (const heading of ['Our Vision', 'Our Mission', 'About the School', 'What We Believe']) {
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Our Values' }).getByRole('listitem')).toHaveCount(
    counts.values,
  );
  await expect(page.getByRole('region', { name: 'Educational Features' }).getByRole('listitem')).toHaveCount(
    counts.features,
  );
  await expect(page.getByText(/1974/).first()).toBeVisible();
});

test('infrastructure lists 19 facilities with two photos', async ({ page }) => {
  await page.goto('/infrastructure');
  await expect(page.getByRole('region', { name: 'Our facilities' }).getByRole('listitem')).toHaveCount(
    counts.facilities,
  );
  await expect(page.locator('main figure img')).toHaveCount(counts.infrastructurePhotos);
});

test('/activite shows the first activity when none is chosen', async ({ page }) => {
  await page.goto('/activite');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Drawing Activity');
  await expect(page.getByRole('heading', { name: 'Photos of Drawing Activity' })).toBeVisible();
});

test.describe('activity pages', () => {
  for (const [index, title] of activityTitles.entries()) {
    test(`${title} has its own page with description and 4 to 8 photos`, async ({ page }) => {
      const response = await page.goto(activityPath(title));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('main .prose p').first()).not.toBeEmpty();
      const photos = page.locator('main img');
      expect(await photos.count()).toBeGreaterThanOrEqual(4);
      expect(await photos.count()).toBeLessThanOrEqual(8);
      const pager = page.getByRole('navigation', { name: 'More activities' });
      if (index > 0) await expect(pager.getByRole('link', { name: /Previous activity/ })).toBeVisible();
      if (index < activityTitles.length - 1)
        await expect(pager.getByRole('link', { name: /Next activity/ })).toBeVisible();
    });
  }
});

test('gallery shows about 60 photos, each linking to a larger image', async ({ page }) => {
  await page.goto('/gallery');
  const photos = page.locator('main a:has(img)');
  const total = await photos.count();
  expect(total).toBeGreaterThanOrEqual(55);
  expect(total).toBeLessThanOrEqual(65);
  for (const photo of (await photos.all()).slice(0, 5)) {
    await expect(photo.locator('img')).toHaveAttribute('alt', /\S/);
  }
});

test('news corner shows at least 12 clippings', async ({ page }) => {
  await page.goto('/news-corner');
  expect(await page.locator('main a:has(img)').count()).toBeGreaterThanOrEqual(12);
});

test('the Interact Club page offers the club document as a PDF with its size', async ({ page, request }) => {
  await page.goto('/intrect-club');
  const download = page.getByRole('link', { name: /PDF, \d+ KB/ }).first();
  const href = await download.getAttribute('href');
  expect(href).toMatch(/\.pdf$/);
  const pdf = await request.get(href ?? '');
  expect(pdf.status()).toBe(200);
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});

test.describe('shared layout', () => {
  test('the header navigation has every item of the spec', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Home',
      'Interact Club',
      'News Corner',
      'Infrastructure',
      'Volunteers',
      'Contact Us',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true, includeHidden: true })).toHaveCount(1);
    }
    for (const name of ['About Us', 'Gallery']) {
      await expect(nav.getByRole('link', { name, exact: true, includeHidden: true })).toHaveCount(1);
    }
    const activityLinks = nav.locator('a[href^="/activite/"]');
    await expect(activityLinks).toHaveCount(counts.activities);
    // Each activity's title, then its tagline.
    const titles = await activityLinks.evaluateAll((links) =>
      links.map((link) => link.firstChild?.textContent?.trim()),
    );
    expect(titles).toEqual([...activityTitles]);
    await expect(nav.locator('a[aria-current="page"]')).toHaveAttribute('href', '/about');
    // The dropdown that holds the current page says so on its trigger.
    await expect(nav.locator('summary[data-current]')).toHaveText('About');
  });

  test('the footer splits activities 8 and 10 and leads to the 6 newest newsletters’ pages', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const columns = footer.getByRole('navigation', { name: 'Activities' }).getByRole('list');
    await expect(columns).toHaveCount(2);
    await expect(columns.nth(0).getByRole('link')).toHaveCount(counts.footerActivityColumns[0]);
    await expect(columns.nth(1).getByRole('link')).toHaveCount(counts.footerActivityColumns[1]);
    const newsletters = footer.getByRole('region', { name: 'Newsletters' }).getByRole('link');
    await expect(newsletters).toHaveCount(counts.newsletters);
    for (const link of await newsletters.all()) {
      // A page of the site, in the same tab; the PDF is one link further, on that page.
      await expect(link).not.toHaveAttribute('target', /./);
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(/^\/newsletters\/[\w-]+$/);
      const issue = await request.get(href);
      expect(issue.headers()['content-type']).toMatch(/^text\/html/);
      expect(await issue.text()).toContain(`href="${href}.pdf"`);
    }
    await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(footer.getByRole('link', { name: /YouTube/ })).toHaveAttribute('href', /youtube\.com/);
    await expect(footer).toContainText(/© \d{4}/);
  });

  test('every page has a skip link, one h1, landmarks and a language', async ({ page }) => {
    await page.goto('/infrastructure');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveCount(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });
});

test('an unknown path answers 404 with NOT FOUND', async ({ page }) => {
  const response = await page.goto(notFoundRoute);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NOT FOUND');
});
