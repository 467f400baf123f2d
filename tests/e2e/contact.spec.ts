// The Contact page's ways to reach the school without a phone call: a deaf parent
// cannot call the office, but can send a text message or a WhatsApp message.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';

const details = (
  JSON.parse(readFileSync('src/content/site/site.json', 'utf8')) as {
    en: { smsNumber?: string; whatsAppNumber?: string };
  }
).en;

for (const [path, messages] of [
  ['/contact', englishMessages],
  ['/gu/contact', gujaratiMessages],
] as const) {
  test(`${path} offers a text message and WhatsApp to whoever cannot phone`, async ({ page }) => {
    // The sample content fills both, so the test has something to find.
    const sms = details.smsNumber ?? '';
    const whatsApp = details.whatsAppNumber ?? '';
    expect(sms, 'site.json gives smsNumber').toMatch(/^\+/);
    expect(whatsApp, 'site.json gives whatsAppNumber').toMatch(/^\+/);
    await page.goto(path);
    const ways = page.locator('.contact__other');
    // Shown with no-break spaces (a number never wraps); named with its line's label, as a list of
    // links reads it alone.
    const shown = (number: string) => number.replaceAll(' ', '\u00a0');
    const linkOf = (label: string, number: string) =>
      ways.getByRole('link', { name: `${label} ${shown(number)}`, exact: true });
    await expect(linkOf(messages.contact.sms, sms)).toHaveAttribute('href', `sms:${sms.replaceAll(' ', '')}`);
    await expect(linkOf(messages.contact.sms, sms)).toHaveText(shown(sms));
    // wa.me takes the number as digits only: no +, no spaces.
    const whatsAppLink = linkOf(messages.contact.whatsApp, whatsApp);
    await expect(whatsAppLink).toHaveAttribute('href', `https://wa.me/${whatsApp.replace(/\D/g, '')}`);
    await expect(whatsAppLink).toHaveText(shown(whatsApp));
    await expect(ways).toContainText(`${messages.contact.whatsApp} ${shown(whatsApp)}`);
  });
}
