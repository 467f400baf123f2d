// Which newsletters the footer shows. The archive page (/newsletters) keeps
// every issue, so staff only ever add a newsletter: the footer drops the
// oldest by itself.
import { sortByNewest } from './ordering.ts';

/** How many newsletters the footer lists, the newest first. */
export const FOOTER_NEWSLETTER_COUNT = 6;

/** The `count` newest newsletters, newest first; issues of the same date keep their file order. */
export function newestNewsletters<T extends { issueDate: Date }>(
  newsletters: readonly T[],
  count: number = FOOTER_NEWSLETTER_COUNT,
): T[] {
  return sortByNewest(newsletters, (newsletter) => newsletter.issueDate).slice(0, count);
}
