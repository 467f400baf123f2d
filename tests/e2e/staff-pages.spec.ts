// The sample pages staff made (src/content/pages/): Admissions in the About
// menu, Support the school in the footer, each in both languages with its
// alternates, in the site map, axe clean and without JavaScript.
import { test } from '@playwright/test';
import { samplePages } from '../support/site-map';
import { expectPublishedPage } from '../support/staff-page';

const gujaratiTitles: Record<string, string> = {
  '/admissions': 'પ્રવેશ',
  '/support-the-school': 'શાળાને મદદ કરો',
};

for (const { address, title, place } of samplePages) {
  test(`${address} and /gu${address}: linked from the ${place === 'about' ? 'About menu' : place}, alternates, site map, no JavaScript`, async ({
    page,
    request,
  }) => {
    // Two languages, each with axe over the whole page: room for a busy machine.
    test.setTimeout(120_000);
    await expectPublishedPage(page, request, {
      address,
      title: { en: title, gu: gujaratiTitles[address] ?? '' },
      place,
    });
  });
}
