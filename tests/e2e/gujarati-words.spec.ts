// No Gujarati page shows a visitor an English word of the site's dictionary:
// every text, every accessible name (alt, aria-label, title) and every word
// an island receives as props is compared with the English dictionary. A
// word missing from gu.ts would fall back to English and fail here. Parts
// marked lang="en" (the switch's "English", an entry the school keeps in
// English on purpose) are English by design and are left out.
import { expect, test } from '@playwright/test';
import { pagesIn } from '../support/site-map';
import { englishMessages, gujaratiMessages } from '../support/messages.ts';

type MessageGroups = Record<string, Record<string, string | undefined> | undefined>;

/**
 * Messages written the same in both languages, each for a reason: they hold
 * only gaps and punctuation, or units every reader knows.
 */
const sameInBothLanguages: Record<string, string> = {
  'layout.homeTitle': 'only gaps: "{school} | {tagline}"',
  'layout.pageTitle': 'only gaps: "{page} | {school}"',
  'home.wellWisherCaption': 'only gaps: "{name}: {note}"',
  'document.downloadLink': 'only gaps: "{label} ({file})"',
  'fileSize.kilobytes': 'KB is written the same in Gujarati',
  'fileSize.megabytes': 'MB is written the same in Gujarati',
};

function entries(messages: MessageGroups): [string, string][] {
  return Object.entries(messages).flatMap(([group, inGroup]) =>
    Object.entries(inGroup ?? {}).flatMap(([key, text]) =>
      text === undefined ? [] : [[`${group}.${key}`, text]],
    ),
  ) as [string, string][];
}

const gujaratiText = new Map(entries(gujaratiMessages as MessageGroups));
const englishTexts = entries(englishMessages as MessageGroups).filter(
  ([key, text]) => gujaratiText.get(key) !== text,
);

/** A dictionary text as a pattern for a whole text node: each {gap} stands for any words. */
function patternOf(text: string): RegExp {
  const parts = text.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${parts.join('.+?')}\\s*$`, 's');
}

const patterns = englishTexts.map(([key, text]) => ({ key, text, pattern: patternOf(text) }));

test('the words written the same in both languages are only those on the reasoned list', () => {
  const same = entries(englishMessages as MessageGroups)
    .filter(([key, text]) => gujaratiText.get(key) === text)
    .map(([key]) => key);
  expect(same.sort()).toEqual(Object.keys(sameInBothLanguages).sort());
});

test.describe('Gujarati pages', () => {
  test.use({ javaScriptEnabled: false });

  for (const { address } of pagesIn('gu')) {
    test(`${address} shows no English word of the dictionary`, async ({ page }) => {
      await page.goto(address);
      const shown = await page.evaluate(() => {
        const inEnglish = (node: Node | null) =>
          (node instanceof Element ? node : node?.parentElement)?.closest('[lang]')?.getAttribute('lang') !==
          'gu';
        const texts: string[] = [document.title];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest('script, style, template') || inEnglish(node)) continue;
          if (node.textContent?.trim()) texts.push(node.textContent);
        }
        const named = 'alt, aria-label, title, placeholder, aria-roledescription, data-toast-dismiss-label';
        for (const element of document.querySelectorAll(`[${named.split(', ').join('], [')}]`)) {
          if (inEnglish(element)) continue;
          for (const name of named.split(', ')) {
            const value = element.getAttribute(name);
            if (value) texts.push(value);
          }
        }
        for (const meta of document.querySelectorAll('meta[name="description"], meta[property$=":alt"]')) {
          texts.push(meta.getAttribute('content') ?? '');
        }
        // What the islands will show once they run: their words, serialised into the page as props.
        for (const island of document.querySelectorAll('astro-island[props]')) {
          for (const match of (island.getAttribute('props') ?? '').matchAll(/\[0,("(?:[^"\\]|\\.)*")\]/g)) {
            texts.push(JSON.parse(match[1] ?? '""') as string);
          }
        }
        return texts;
      });
      const englishMessages = shown.flatMap((text) =>
        patterns.filter(({ pattern }) => pattern.test(text)).map(({ key }) => `${key}: "${text.trim()}"`),
      );
      expect(englishMessages).toEqual([]);
    });
  }
});
