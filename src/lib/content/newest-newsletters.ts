// The footer shows the newest; the archive (/newsletters) keeps every issue, so staff only add.
import { sortByNewest } from './ordering.ts';

/** The footer's six newest newsletters, newest first; issues of the same date keep their file order. */
export function newestNewsletters<T extends { issueDate: Date }>(newsletters: readonly T[]): T[] {
  return sortByNewest(newsletters, (newsletter) => newsletter.issueDate).slice(0, 6);
}
