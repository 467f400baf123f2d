// The "Watch in Indian Sign Language" control on the pages with a sample
// video: nothing of the video or its captions is fetched before the press,
// it never plays by itself, and by keyboard alone it plays the video with
// captions in the page's language showing. Worth a browser: which files
// Chromium fetches for a <video> and its <track> only a browser can say.
import { CAPTIONS_LIMIT_MS, SIGN_VIDEO_LIMIT_MS } from '../../src/features/sign-video/sign-video-player.ts';
import { expect, test, type Page } from '@playwright/test';
import { wcagAxe, wcagViolations } from '../support/axe';
import { englishMessages, messagesShown } from '../support/messages';

// The home page is long: on a busy 2-core machine its load alone can take 20 s.
test.describe.configure({ timeout: 90_000 });

const pages = [
  { route: '/', lang: 'en', name: 'Watch in Indian Sign Language', video: 'home-welcome' },
  { route: '/gu', lang: 'gu', name: 'ભારતીય સાંકેતિક ભાષામાં જુઓ', video: 'home-welcome' },
  { route: '/contact', lang: 'en', name: 'Watch in Indian Sign Language', video: 'contact' },
  { route: '/gu/contact', lang: 'gu', name: 'ભારતીય સાંકેતિક ભાષામાં જુઓ', video: 'contact' },
].map((page) => ({
  ...page,
  // The video's own name: what it signs, in the page's language.
  videoName: page.lang === 'en' ? /, in Indian Sign Language$/ : /, ભારતીય સાંકેતિક ભાષામાં$/,
}));

/** Every address under /isl/ (videos and captions) the page asks for. */
function videoRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/isl/')) asked.push(pathname);
  });
  return asked;
}

const state = (page: Page) =>
  page.locator('details.isl video').evaluate((video: HTMLVideoElement) => ({
    paused: video.paused,
    time: video.currentTime,
    tracks: [...video.textTracks].map((track) => `${track.language}:${track.mode}`),
  }));

for (const { route, lang, name, video, videoName } of pages) {
  test(`${route}: the sign-language control loads nothing until pressed, then plays by keyboard with ${lang} captions`, async ({
    page,
  }) => {
    const asked = videoRequests(page);
    await page.goto(route);
    await page.waitForLoadState('networkidle');
    const control = page.locator('details.isl > summary');
    await expect(control).toHaveAccessibleName(name);
    await expect(page.locator('details.isl')).toHaveCount(1);
    // No autoplay: a moment later the video still stands still and nothing was fetched.
    await page.waitForTimeout(500);
    expect(asked).toEqual([]);
    expect((await state(page)).paused).toBe(true);

    await control.focus();
    await page.keyboard.press('Enter');
    const player = page.locator('details.isl video');
    await expect(player).toBeVisible();
    await expect(player).toHaveAccessibleName(videoName);
    await expect.poll(async () => (await state(page)).time).toBeGreaterThan(0.2);
    // The page's language shows; the other one waits in the player's captions menu, not fetched.
    const other = lang === 'en' ? 'gu' : 'en';
    expect((await state(page)).tracks).toEqual([`${lang}:showing`, `${other}:disabled`]);
    expect(asked).toContain(`/isl/${video}.mp4`);
    expect(asked).toContain(`/isl/${video}.${lang}.vtt`);
    expect(asked).not.toContain(`/isl/${video}.${other}.vtt`);
    // The caption words show over the video, in the page's language.
    const cue = await player.evaluate(
      (element: HTMLVideoElement) => element.textTracks[0]?.activeCues?.[0] as VTTCue | undefined,
    );
    expect(cue).toBeDefined();

    // Closing the control stops the video.
    await control.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).paused).toBe(true);
  });

  test(`${route}: a viewer can switch to the other language's captions, and opening again keeps the choice`, async ({
    page,
  }) => {
    const asked = videoRequests(page);
    const other = lang === 'en' ? 'gu' : 'en';
    await page.goto(route);
    const control = page.locator('details.isl > summary');
    await control.click();
    const player = page.locator('details.isl video');
    await expect
      .poll(async () => (await state(page)).tracks)
      .toEqual([`${lang}:showing`, `${other}:disabled`]);
    // What the player's captions menu does when the viewer picks the other language.
    await player.evaluate((video: HTMLVideoElement, chosen) => {
      for (const track of video.textTracks) track.mode = track.language === chosen ? 'showing' : 'disabled';
    }, other);
    await expect.poll(() => asked).toContain(`/isl/${video}.${other}.vtt`);
    await control.click();
    await control.click();
    await expect.poll(async () => (await state(page)).paused).toBe(false);
    expect((await state(page)).tracks).toEqual([`${lang}:disabled`, `${other}:showing`]);
  });

  // The whole page, with the control closed, is checked by tests/a11y/axe.spec.ts.
  test(`${route}: the open sign-language video has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(route);
    await page.locator('details.isl > summary').click();
    await expect(page.locator('details.isl video')).toBeVisible();
    const results = await (await wcagAxe(page)).include('details.isl').analyze();
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
    expect(results.passes.length).toBeGreaterThan(0);
  });
}

test('without JavaScript the control still opens onto a playable video with its captions', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const asked = videoRequests(page);
  await page.goto('/gu/contact');
  await page.locator('details.isl > summary').click();
  const player = page.locator('details.isl video');
  await expect(player).toBeVisible();
  await expect(player).toHaveAttribute('controls', '');
  // The page's language first: the player's menu offers it first.
  expect(
    await player.locator('track').evaluateAll((tracks) => tracks.map((t) => t.getAttribute('srclang'))),
  ).toEqual(['gu', 'en']);
  expect(asked).toEqual([]);
  await context.close();
});

// A patchy connection: the video cannot load. The viewer is told, in the page's language, and pressing
// the button again tries again; nothing is left open onto a blank player.
const FAILED = {
  en: 'The video could not be played. Check your internet connection, then press the button again.',
  gu: 'વીડિયો ચલાવી શકાયો નહીં. ઇન્ટરનેટ જોડાણ તપાસીને બટન ફરી દબાવો.',
};
for (const { route, lang } of [pages[0], pages[3]]) {
  test(`${route}: a video that cannot load says so, and pressing again tries again`, async ({ page }) => {
    await page.route('**/isl/*.mp4', (request) => request.abort('internetdisconnected'));
    await page.goto(route);
    const control = page.locator('details.isl > summary');
    await control.focus();
    await page.keyboard.press('Enter');
    const message = page.getByRole('status').filter({ hasText: FAILED[lang as 'en' | 'gu'] });
    await expect(message).toBeVisible();
    await expect(page.locator('details.isl')).not.toHaveAttribute('open');
    await expect(control).toBeFocused();

    await page.unroute('**/isl/*.mp4');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).time).toBeGreaterThan(0.2);
    await expect(message).toHaveCount(0);
  });
}

// The page language's captions as the player holds them: a failed <track> stays at readyState 3 (ERROR)
// with no cues, and video.load() does not fetch it again.
const captions = (page: Page, lang: string) =>
  page.locator('details.isl video').evaluate((video: HTMLVideoElement, srclang) => {
    const track = [...video.querySelectorAll('track')].find((element) => element.srclang === srclang);
    return { mode: track?.track.mode, readyState: track?.readyState, cues: track?.track.cues?.length ?? 0 };
  }, lang);
const shown = { mode: 'showing', readyState: 2 };

for (const { route, lang } of [pages[0], pages[3]]) {
  const locale = lang as 'en' | 'gu';
  const other = lang === 'en' ? 'gu' : 'en';

  test(`${route}: after a failure offline, pressing again plays the video with its captions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(route);
    await page.context().setOffline(true);
    const control = page.locator('details.isl > summary');
    await control.click();
    await expect(page.getByRole('status').filter({ hasText: FAILED[locale] })).toBeVisible();

    await page.context().setOffline(false);
    await control.click();
    await expect.poll(async () => (await state(page)).time).toBeGreaterThan(0.2);
    await expect.poll(() => captions(page, lang)).toMatchObject(shown);
    expect((await captions(page, lang)).cues).toBeGreaterThan(0);
    expect((await state(page)).tracks).toEqual([`${lang}:showing`, `${other}:disabled`]);
  });

  // A caption file missing (404) or cut off: the video itself is worth watching without it, so it plays on.
  // Opens the video with its captions failing; `mend` lets them through from then on.
  async function openWithCaptionsFailing(page: Page) {
    let broken = true;
    await page.route(`**/isl/*.${lang}.vtt`, (request) =>
      broken ? request.fulfill({ status: 404 }) : request.continue(),
    );
    await page.goto(route);
    const control = page.locator('details.isl > summary');
    await control.click();
    const message = page
      .getByRole('status')
      .filter({ hasText: messagesShown(locale).signVideo.captionsFailed });
    await expect(message).toBeVisible();
    return { control, message, mend: () => void (broken = false) };
  }

  // One press of the message's button asks for the captions again (it took closing and opening).
  test(`${route}: captions that cannot load while the video plays say so, and one press brings them`, async ({
    page,
  }) => {
    const { message, mend } = await openWithCaptionsFailing(page);
    await expect.poll(async () => (await state(page)).time).toBeGreaterThan(0.2);
    expect(await wcagViolations(page)).toEqual([]);
    mend();
    await message.getByRole('button', { name: messagesShown(locale).signVideo.captionsRetry }).click();
    await expect(message).toHaveCount(0);
    await expect(page.locator('details.isl video')).toBeFocused();
    await expect.poll(() => captions(page, lang)).toMatchObject(shown);
    expect((await captions(page, lang)).cues).toBeGreaterThan(0);
    // Played on, to the end maybe: the sample videos last a few seconds.
    expect(
      await page
        .locator('details.isl video')
        .evaluate((video: HTMLVideoElement) => video.ended || !video.paused),
    ).toBe(true);
  });

  test(`${route}: captions that cannot load are asked for again on opening the video again`, async ({
    page,
  }) => {
    const { control, message, mend } = await openWithCaptionsFailing(page);
    mend();
    await control.click();
    await control.click();
    await expect(message).toHaveCount(0);
    await expect.poll(() => captions(page, lang)).toMatchObject(shown);
  });
}

/**
 * Waits until the opened player has started its waits (sign-video-player.ts sets them in the same `toggle`
 * handler that shows the captions): the page's clock must not move before, or a wait started late (the
 * handler ran after the first runFor, seen in a loaded CI run) is not yet due when the test looks.
 */
const playerStarted = (page: Page) =>
  expect
    .poll(() =>
      page
        .locator('details.isl video')
        .evaluate((video: HTMLVideoElement) =>
          [...video.textTracks].some((track) => track.mode === 'showing'),
        ),
    )
    .toBe(true);

// A caption request that never answers sends no error either: after CAPTIONS_LIMIT_MS the viewer is told,
// the video playing on, and the button asks for the captions anew.
test(`/contact: captions that have not come after ${CAPTIONS_LIMIT_MS / 1000} s say so, and one press brings them`, async ({
  page,
}) => {
  await page.clock.install();
  let held = true;
  await page.route('**/isl/*.en.vtt', async (request) => {
    if (held) return; // never answered
    await request.continue();
  });
  await page.goto('/contact');
  await page.locator('details.isl > summary').click();
  await playerStarted(page);
  const message = page.getByRole('status').filter({ hasText: englishMessages.signVideo.captionsFailed });
  await page.clock.runFor(CAPTIONS_LIMIT_MS - 1_000);
  await expect(message).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(message).toBeVisible();
  await expect(page.locator('details.isl')).toHaveAttribute('open');

  held = false;
  await page.clock.resume();
  await message.getByRole('button', { name: englishMessages.signVideo.captionsRetry }).click();
  await expect(message).toHaveCount(0);
  await expect.poll(() => captions(page, 'en')).toMatchObject(shown);
});

// A half-closed connection sends no error: the video neither plays nor fails. After SIGN_VIDEO_LIMIT_MS the
// viewer is told as for a failure, and pressing again asks for the video anew.
test(`/gu/contact: a video that has not started after ${SIGN_VIDEO_LIMIT_MS / 1000} s says so, and pressing again tries again`, async ({
  page,
}) => {
  await page.clock.install();
  let stalled = true;
  await page.route('**/isl/*.mp4', async (request) => {
    if (stalled) return; // never answered
    await request.continue();
  });
  await page.goto('/gu/contact');
  const control = page.locator('details.isl > summary');
  await control.click();
  await playerStarted(page);
  const message = page.getByRole('status').filter({ hasText: FAILED.gu });
  await page.clock.runFor(SIGN_VIDEO_LIMIT_MS - 1_000);
  await expect(message).toHaveCount(0);
  await page.clock.runFor(1_000);
  await expect(message).toBeVisible();
  await expect(page.locator('details.isl')).not.toHaveAttribute('open');

  stalled = false;
  await page.clock.resume();
  await control.click();
  await expect.poll(async () => (await state(page)).time).toBeGreaterThan(0.2);
  await expect(message).toHaveCount(0);
});
