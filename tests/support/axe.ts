// axe with the WCAG 2.2 AA rules, shared by the page-wide checks.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * An AxeBuilder for WCAG 2.2 AA on the page as a visitor sees it; narrow it
 * with include() if needed. Nothing is painted or unhidden for axe first:
 * text the browser draws outside its background (as a wrong
 * content-visibility size guess did, issue #27) must fail here too.
 */
export async function wcagAxe(page: Page): Promise<AxeBuilder> {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS);
}

/** One line per violation: the rule and the elements, so a failure says where to look. */
export async function wcagViolations(page: Page): Promise<string[]> {
  const results = await (await wcagAxe(page)).analyze();
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
