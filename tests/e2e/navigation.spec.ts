// The header menu in real Chromium: toggling and keyboard paths at a phone
// and a desktop width, aria-expanded true to what is on screen, axe with the
// menus open, and the promise that text pages download no JavaScript (the
// menu's script is inline). Without JavaScript: tests/e2e/no-javascript.spec.ts.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { wcagAxe } from '../support/axe';
import { activityPath, activityTitles, counts, notFoundRoute } from '../support/site-map';

const phone = { width: 375, height: 740 };
const desktop = { width: 1280, height: 800 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** The <summary> triggers have no ARIA role of their own in Playwright's tree: find them by their text. */
const trigger = (page: Page, name: 'Menu' | 'About' | 'Activities') =>
  nav(page)
    .locator('summary')
    .filter({ hasText: new RegExp(`^\\s*${name}\\s*$`) });
/**
 * Waits for the menus' 120 ms slide-in to end. Measured mid-slide, a panel
 * sits at a fractional offset and its box can read 600.00002 px for 600.
 */
const atRest = (locator: Locator) =>
  locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );

const panel = (page: Page, name: 'About' | 'Activities') =>
  nav(page).locator(`[data-details="${name.toLowerCase()}"] > ul`);

/** The menu's script marks the triggers with aria-expanded once it has run. */
async function waitForMenuScript(page: Page) {
  await expect(trigger(page, 'About')).toHaveAttribute('aria-expanded', /^(true|false)$/);
}

async function expectExpanded(target: Locator, expanded: boolean) {
  await expect(target).toHaveAttribute('aria-expanded', String(expanded));
  const controlled = target.page().locator(`#${await target.getAttribute('aria-controls')}`);
  await (expanded ? expect(controlled).toBeVisible() : expect(controlled).toBeHidden());
}

/** Tab until `target` has focus (the header is near the top, so a few presses are enough). */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('could not reach the element with Tab');
}

const axe = async (page: Page) => (await wcagAxe(page)).analyze();

test.describe('at 375 px (phone)', () => {
  test.use({ viewport: phone });

  test('the menu button and the dropdowns inside it toggle open and closed', async ({ page }) => {
    await page.goto('/about');
    const menu = trigger(page, 'Menu');
    await expect(nav(page).getByRole('link', { name: 'News Corner' })).toBeHidden();
    await menu.click();
    await waitForMenuScript(page);
    await expectExpanded(menu, true);
    await expect(nav(page).getByRole('link', { name: 'News Corner' })).toBeVisible();
    await trigger(page, 'About').click();
    await expectExpanded(trigger(page, 'About'), true);
    await trigger(page, 'Activities').click();
    await expectExpanded(trigger(page, 'Activities'), true);
    await expectExpanded(trigger(page, 'About'), false);
    await trigger(page, 'Activities').click();
    await expectExpanded(trigger(page, 'Activities'), false);
    await menu.click();
    await expectExpanded(menu, false);
    await expect(nav(page).getByRole('link', { name: 'News Corner' })).toBeHidden();
  });

  test('Escape closes the dropdown, then the menu, returning focus each time', async ({ page }) => {
    await page.goto('/infrastructure');
    await trigger(page, 'Menu').click();
    await waitForMenuScript(page);
    await trigger(page, 'Activities').focus();
    await page.keyboard.press('ArrowDown');
    await expect(panel(page, 'Activities').getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(trigger(page, 'Activities'), false);
    await expect(trigger(page, 'Activities')).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(trigger(page, 'Menu'), false);
    await expect(trigger(page, 'Menu')).toBeFocused();
  });

  test('a click outside and focus leaving close the menu', async ({ page }) => {
    await page.goto('/about');
    await trigger(page, 'Menu').click();
    await waitForMenuScript(page);
    await expectExpanded(trigger(page, 'Menu'), true);
    await page.mouse.click(phone.width / 2, phone.height - 20);
    await expectExpanded(trigger(page, 'Menu'), false);

    await trigger(page, 'Menu').click();
    await expectExpanded(trigger(page, 'Menu'), true);
    await nav(page).getByRole('link', { name: 'Contact Us' }).focus();
    await page.keyboard.press('Tab');
    await expectExpanded(trigger(page, 'Menu'), false);
  });

  test('axe finds no violations with the menu and the activities open', async ({ page }) => {
    test.slow(); // a full-page axe run takes seconds on a busy 2-core machine
    await page.goto('/about');
    await trigger(page, 'Menu').click();
    await trigger(page, 'Activities').click();
    await expectExpanded(trigger(page, 'Activities'), true);
    expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
  });
});

test.describe('at 1280 px (desktop)', () => {
  test.use({ viewport: desktop });

  test('dropdowns open on hover, a click pins them, and opening one closes the other', async ({ page }) => {
    await page.goto('/about');
    await page.locator('header').hover();
    await waitForMenuScript(page);
    await trigger(page, 'About').hover();
    await expectExpanded(trigger(page, 'About'), true);
    await panel(page, 'About').getByRole('link', { name: 'Gallery' }).hover();
    await expectExpanded(trigger(page, 'About'), true);
    await page.mouse.move(desktop.width / 2, desktop.height - 10);
    await expectExpanded(trigger(page, 'About'), false);

    await trigger(page, 'About').hover();
    await trigger(page, 'About').click();
    await page.mouse.move(desktop.width / 2, desktop.height - 10);
    await page.waitForTimeout(400); // longer than the hover close delay
    await expectExpanded(trigger(page, 'About'), true);
    await trigger(page, 'Activities').click();
    await expectExpanded(trigger(page, 'Activities'), true);
    await expectExpanded(trigger(page, 'About'), false);
  });

  // Opened by hovering, then entered by keyboard: the pointer leaving must not close it under the focus.
  test('a dropdown opened by hover stays open once keyboard focus is inside it', async ({ page }) => {
    await page.goto('/about');
    await page.locator('header').hover();
    await waitForMenuScript(page);
    await trigger(page, 'About').focus();
    await trigger(page, 'About').hover();
    await expectExpanded(trigger(page, 'About'), true);
    await page.keyboard.press('ArrowDown');
    const first = panel(page, 'About').getByRole('link').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Tab');
    await page.mouse.move(desktop.width / 2, desktop.height - 10);
    await page.waitForTimeout(400); // longer than the hover close delay
    await expectExpanded(trigger(page, 'About'), true);
    await expect(panel(page, 'About').getByRole('link').nth(1)).toBeFocused();
  });

  test('keyboard: Enter, Space and ArrowDown open; arrows, Home and End move; Escape returns focus', async ({
    page,
  }) => {
    await page.goto('/infrastructure');
    const about = trigger(page, 'About');
    await tabTo(page, about);
    await waitForMenuScript(page);
    await page.keyboard.press('Enter');
    await expectExpanded(about, true);
    await page.keyboard.press('Space');
    await expectExpanded(about, false);

    const activities = trigger(page, 'Activities');
    await page.keyboard.press('Tab');
    await expect(activities).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expectExpanded(activities, true);
    const links = panel(page, 'Activities').getByRole('link');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.nth(counts.activities - 1)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expectExpanded(activities, false);
    await expect(activities).toBeFocused();
  });

  test('ArrowUp and ArrowDown on a trigger open its dropdown at the last or first link', async ({ page }) => {
    await page.goto('/infrastructure');
    const about = trigger(page, 'About');
    const activities = trigger(page, 'Activities');
    await tabTo(page, about);
    await page.keyboard.press('ArrowUp');
    const aboutLinks = panel(page, 'About').getByRole('link');
    await expect(aboutLinks.last()).toBeFocused();

    await activities.focus();
    await page.keyboard.press('ArrowDown');
    const activityLinks = panel(page, 'Activities').getByRole('link');
    await expect(activityLinks.first()).toBeFocused();
    await expect(panel(page, 'About')).toBeHidden(); // one dropdown at a time
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectExpanded(activities, true);
    await expect(activityLinks.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(activityLinks.nth(1)).toBeFocused();
  });

  test('a click outside and focus leaving close the dropdown', async ({ page }) => {
    await page.goto('/about');
    const about = trigger(page, 'About');
    await about.click();
    await waitForMenuScript(page);
    await expectExpanded(about, true);
    await page.mouse.click(desktop.width / 2, desktop.height - 10);
    await expectExpanded(about, false);

    await about.focus();
    await page.keyboard.press('Enter');
    await expectExpanded(about, true);
    // About Us, Gallery and the pages staff placed in the About menu.
    const aboutLinks = await panel(page, 'About').getByRole('link').count();
    for (let link = 0; link < aboutLinks; link += 1) await page.keyboard.press('Tab');
    await expectExpanded(about, true);
    await page.keyboard.press('Tab'); // the Activities trigger: focus has left About
    await expect(trigger(page, 'Activities')).toBeFocused();
    await expectExpanded(about, false);
  });

  for (const name of ['About', 'Activities'] as const) {
    test(`axe finds no violations with ${name} open`, async ({ page }) => {
      test.slow(); // a full-page axe run takes seconds on a busy 2-core machine
      await page.goto('/about');
      await trigger(page, name).click();
      await expectExpanded(trigger(page, name), true);
      expect((await axe(page)).violations.map((v) => v.id)).toEqual([]);
    });
  }
});

for (const viewport of [phone, desktop]) {
  test.describe(`activities at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('18 activities with taglines in a panel at most 600 px tall; choosing one opens its page', async ({
      page,
    }) => {
      await page.goto('/infrastructure');
      await page.evaluate(() => window.scrollTo(0, 400));
      if (viewport === phone) await trigger(page, 'Menu').click();
      await trigger(page, 'Activities').click();
      const links = panel(page, 'Activities').getByRole('link');
      await expect(links).toHaveCount(counts.activities);
      await expect(links.first()).toContainText(activityTitles[0]);
      await atRest(panel(page, 'Activities'));
      const box = await panel(page, 'Activities').boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(600);

      const title = 'Sports Day';
      await links.filter({ hasText: title }).click();
      await expect(page).toHaveURL(new RegExp(`${activityPath(title)}/?$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      // Closed on arrival, and the chosen activity is marked as the current page.
      await expect(nav(page).locator('details[open]')).toHaveCount(0);
      const current = nav(page).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toContainText(title);
    });

    test('a menu left open is closed when the page comes back from the back/forward cache', async ({
      page,
    }) => {
      await page.goto('/about');
      if (viewport === phone) await trigger(page, 'Menu').click();
      await trigger(page, 'Activities').click();
      await waitForMenuScript(page);
      await panel(page, 'Activities')
        .getByRole('link', { name: /Science/ })
        .click();
      await expect(page).toHaveURL(/\/activite\/science\/?$/);
      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      await expect(nav(page).locator('details[open]')).toHaveCount(0);

      // Whether or not this Chromium used the cache, the handler itself must close an open menu.
      await trigger(page, 'Activities').dispatchEvent('pointerover');
      if (viewport === phone) await trigger(page, 'Menu').click();
      await trigger(page, 'Activities').click();
      await expectExpanded(trigger(page, 'Activities'), true);
      await page.evaluate(() =>
        window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
      );
      await expectExpanded(trigger(page, 'Activities'), false);
      await expect(nav(page).locator('details[open]')).toHaveCount(0);
    });
  });
}

test.describe('targets, focus and motion', () => {
  for (const viewport of [phone, desktop]) {
    test(`every menu control is at least 44 px tall and wide at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/about');
      if (viewport === phone) await trigger(page, 'Menu').click();
      for (const name of ['About', 'Activities'] as const) {
        await trigger(page, name).click();
        await expectExpanded(trigger(page, name), true);
        await atRest(nav(page));
        const small = await nav(page).evaluate((root) =>
          [...root.querySelectorAll<HTMLElement>('summary, a')]
            .filter((el) => el.checkVisibility())
            .map((el) => ({ label: el.innerText.trim(), box: el.getBoundingClientRect() }))
            .filter(({ box }) => box.height < 44 || box.width < 44)
            .map(({ label, box }) => `${label}: ${Math.round(box.width)}x${Math.round(box.height)}`),
        );
        expect(small).toEqual([]);
      }
    });
  }

  test('keyboard focus is visible on the triggers and the links', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/about');
    await tabTo(page, trigger(page, 'Activities'));
    await waitForMenuScript(page);
    await page.keyboard.press('ArrowDown');
    for (const focused of [
      trigger(page, 'Activities'),
      panel(page, 'Activities').getByRole('link').first(),
    ]) {
      await focused.focus();
      const outline = await focused.evaluate((el) => getComputedStyle(el).outlineStyle);
      expect(outline).not.toBe('none');
    }
  });

  test('panels appear without animation when the visitor prefers reduced motion', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    await trigger(page, 'About').click();
    await expectExpanded(trigger(page, 'About'), true);
    // Under 1 ms is no motion a visitor can see (global.css cuts every animation to 0.01 ms).
    const animationMs = () =>
      panel(page, 'About').evaluate((el) => parseFloat(getComputedStyle(el).animationDuration) * 1000);
    expect(await animationMs()).toBeLessThan(1);
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animationMs()).toBeGreaterThanOrEqual(100);
  });
});

test.describe('text pages download no JavaScript, before or after the visitor uses the menu', () => {
  test.use({ viewport: desktop });

  // A page with a photo grid loads only the grid's opener (tests/e2e/lightbox.spec.ts).
  for (const route of ['/about', '/infrastructure', '/newsletters/newsletter-2024-winter', notFoundRoute]) {
    test(`${route}`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || /\.m?js(\?|$)/.test(request.url()))
          scripts.push(request.url());
      });
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      await page.goto(route, { waitUntil: 'networkidle' });
      // Reading down the page is not touching the menu (scrolled by script: a wheel event
      // would place the pointer over the header).
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForTimeout(300);
      expect(scripts).toEqual([]);

      await trigger(page, 'About').hover();
      await trigger(page, 'About').click();
      await expectExpanded(trigger(page, 'About'), true);
      await panel(page, 'About').getByRole('link', { name: 'About Us' }).focus();
      await page.keyboard.press('Escape');
      await expectExpanded(trigger(page, 'About'), false);
      expect(scripts, 'using the menu downloads nothing either').toEqual([]);
      expect(errors.filter((text) => !text.includes('404'))).toEqual([]);
    });
  }
});
