/**
 * The meta description of an activity page: what search results and sharing
 * cards show under the title. Long enough to say something (search engines
 * cut at about 160 characters), different for every activity. The sentence
 * around the title and tagline is the dictionary's (`activity.description`).
 */
import { fillPlaceholders } from '../../i18n/placeholders.ts';

export function activityDescription(
  { title, tagline }: { title: string; tagline: string },
  sentence: string,
): string {
  // The sentence ends the tagline itself: "Races for all!" must not read "Races for all!.".
  return fillPlaceholders(sentence, { title, tagline: tagline.replace(/[.!]+$/, '') });
}
