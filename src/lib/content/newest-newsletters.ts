// The footer shows the newest; the archive (/newsletters) keeps every issue, so staff only add.
import { sortByNewest } from './ordering.ts';

export const FOOTER_NEWSLETTER_COUNT = 6;

/** The `count` newest newsletters, newest first; issues of the same date keep their file order. */
export function newestNewsletters<T extends { issueDate: Date }>(
  newsletters: readonly T[],
  count: number = FOOTER_NEWSLETTER_COUNT,
): T[] {
  return sortByNewest(newsletters, (newsletter) => newsletter.issueDate).slice(0, count);
}
