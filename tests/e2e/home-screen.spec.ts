// "Add to Home screen": a parent who opens the site often puts it beside WhatsApp. The phone takes the name,
// the icon and the page to open from the manifest (Chromium's own reading of it is checked here), and an
// iPhone its icon from the apple-touch-icon link.
import { expect, test, type APIRequestContext } from '@playwright/test';

/** The width and height a PNG file gives in its header (the IHDR chunk, right after the signature). */
async function pngSize(request: APIRequestContext, url: string): Promise<string> {
  const response = await request.get(url);
  expect(response.headers()['content-type']).toBe('image/png');
  const bytes = await response.body();
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

for (const { address, home, script } of [
  { address: '/about', home: '/', script: /^[\p{Script=Latin}\s-]+$/u },
  { address: '/gu/about', home: '/gu', script: /^[\p{Script=Gujarati}\s-]+$/u },
]) {
  test(`${address} names a home-screen icon and the school's name in its language`, async ({
    page,
    request,
  }) => {
    await page.goto(address);
    const devtools = await page.context().newCDPSession(page);
    // `manifest` is Chromium's reading of the file; `data`, the file as sent.
    const { url, errors, data, manifest } = (await devtools.send('Page.getAppManifest', {})) as unknown as {
      url: string;
      errors: unknown[];
      data: string;
      manifest: { name: string; startUrl: string; display: string; icons: { url: string; sizes: string }[] };
    };
    expect(errors).toEqual([]);
    expect((await request.get(url)).headers()['content-type']).toMatch(/^application\/manifest\+json/);
    // The school's name as the page gives it to sharing cards, in the page's language and script.
    expect(manifest.name).toBe(await page.locator('meta[property="og:site_name"]').getAttribute('content'));
    expect(manifest.name).toMatch(script);
    expect((JSON.parse(data) as { short_name: string }).short_name).toMatch(script);
    expect(new URL(manifest.startUrl).pathname).toBe(home);
    expect(manifest.display).toBe('kBrowser');

    // Android wants 192 and 512 px icons; each is the size it claims.
    expect(manifest.icons.map(({ sizes }) => sizes)).toEqual(['192x192', '512x512']);
    for (const { url: icon, sizes } of manifest.icons) expect(await pngSize(request, icon)).toBe(sizes);

    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await pngSize(request, touchIcon ?? '')).toBe('180x180');
  });
}
