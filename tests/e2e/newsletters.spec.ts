// The newsletter archive keeps every issue, newest first, each with its date
// and the size of its PDF; the footer shows the newest and links to the
// archive. The sample content has exactly the footer's number of issues, so
// here the footer must list the same issues as the archive, in its order
// (tests/build/newsletter-growth.test.ts builds a seventh).
import { expect, test } from '@playwright/test';
import { counts } from '../support/site-map';

test('the archive lists every newsletter newest first, with its date and size', async ({ page, request }) => {
  await page.goto('/newsletters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Newsletters');
  const issues = page.getByRole('list', { name: 'Newsletter issues' }).getByRole('article');
  await expect(issues).toHaveCount(counts.newsletters);

  const dates = await issues
    .locator('time')
    .evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  expect(dates).toHaveLength(counts.newsletters);
  expect(dates).toEqual([...dates].sort().reverse());
  await expect(issues.first().locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);

  const downloads = issues.getByRole('link', { name: /^Download this issue \(PDF, \d+ KB\)$/ });
  await expect(downloads).toHaveCount(counts.newsletters);
  for (const link of await downloads.all()) {
    const pdf = await request.get((await link.getAttribute('href')) ?? '');
    expect(pdf.headers()['content-type']).toBe('application/pdf');
  }
});

test('the footer shows the newest newsletters and links to the archive', async ({ page }) => {
  await page.goto('/newsletters');
  const archived = await page
    .getByRole('list', { name: 'Newsletter issues' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const inFooter = await footer
    .getByRole('region', { name: 'Newsletters' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(inFooter).toEqual(archived.slice(0, 6));

  await footer.getByRole('link', { name: 'All newsletters' }).click();
  await expect(page).toHaveURL(/\/newsletters$/);
});
