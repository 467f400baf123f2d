// The editor's preview pane and its guard on files, against `npm run cms`
// in a throwaway copy of the project: a staff member opens an activity,
// shows the preview, switches to Gujarati, and reads the Gujarati words,
// beside the photos given once in English, in the site's own styles; then
// tries to delete a newsletter's PDF from the media library and is told
// which entries still use it, the file kept.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { projectCopy, removeProjectCopies } from '../build/project-copy';
import { FIRST_START, siteUrl, startCms, stop, type Server } from './servers';

test.describe.configure({ mode: 'serial' });

let copy = '';
let cms: Server | undefined;

test.beforeAll(async () => {
  copy = projectCopy();
  cms = await startCms(copy);
});

test.afterAll(async () => {
  if (cms) await stop(cms);
  removeProjectCopies();
});

test('a staff member previews an activity in Gujarati, then tries to delete a PDF still in use', async ({
  page,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
  await page.goto(`${siteUrl}/admin`);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible(FIRST_START);
  await page.getByRole('button', { name: 'Login' }).click();

  await test.step("the preview shows the activity's Gujarati words in the site's own styles", async () => {
    await page.goto(`${siteUrl}/admin#/collections/activities/entries/art-and-craft`);
    await page.getByTitle('Toggle preview').click();
    const preview = page.frameLocator('#preview-pane');
    await expect(preview.getByRole('heading', { level: 1, name: 'Art and Craft' })).toBeVisible();

    await page.getByRole('button', { name: 'Writing in EN' }).click();
    await page.getByRole('menuitem', { name: 'gu' }).click();
    const heading = preview.getByRole('heading', { level: 1, name: 'કલા અને હસ્તકલા' });
    await expect(heading).toBeVisible();
    await expect(preview.getByText('માટી, કાગળ અને કામે લાગેલા હાથ')).toBeVisible();
    await expect(preview.locator('.prose')).toContainText('કલા અને હસ્તકલાના વર્ગમાં');
    // The photos are given once, in English; the Gujarati page shows them with the Gujarati descriptions.
    const photo = preview.getByRole('img', { name: /^છાપાં પાથરેલા ટેબલ પર બાળકો/ });
    await expect(photo).toBeVisible();
    expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    // The Gujarati font stack comes from the site's tokens.css alone.
    const font = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
    expect(font).toMatch(/^"Noto Sans Gujarati"/);
  });

  await test.step('deleting a PDF a newsletter still uses is refused, naming the entry', async () => {
    const pdf = 'newsletter-2024-spring.pdf';
    // Back to a list, whose header has the media library's button.
    await page.goto(`${siteUrl}/admin#/collections/newsletters`);
    await page.getByRole('button', { name: 'Media' }).click();
    await page.getByText(pdf, { exact: true }).click();
    await page.getByRole('button', { name: 'Delete selected' }).click();
    await expect(page.getByText(/still used by newsletters\/en\/newsletter-2024-spring\.md/)).toBeVisible();
    expect(dialogs).toEqual(['Are you sure you want to delete selected media?']);
    expect(existsSync(join(copy, 'public/newsletters', pdf))).toBe(true);
  });
});
