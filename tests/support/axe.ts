// axe with the WCAG 2.2 AA rules, shared by the page-wide checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The footer (and a gallery photo not yet placed) has `content-visibility:
 * auto`: the browser paints it only as it nears the screen. axe judges colour
 * contrast from what is painted, so it would misjudge text it cannot see.
 * This paints everything, as a visitor scrolling down sees it, before axe runs.
 */
async function paintSkippedContent(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      if (getComputedStyle(element).contentVisibility === 'auto') {
        element.style.contentVisibility = 'visible';
      }
    }
  });
}

/** An AxeBuilder for WCAG 2.2 AA on the page as a visitor sees it; narrow it with include() if needed. */
export async function wcagAxe(page: Page): Promise<AxeBuilder> {
  await paintSkippedContent(page);
  return new AxeBuilder({ page }).withTags(WCAG_TAGS);
}

/** One line per violation: the rule and the elements, so a failure says where to look. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await (await wcagAxe(page)).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
