/** An activity page's meta description, different for every activity: the dictionary's sentence around its words. */
import { fillPlaceholders } from '../../i18n/placeholders.ts';

export function activityDescription(
  { title, tagline }: { title: string; tagline: string },
  sentence: string,
): string {
  // The sentence ends the tagline itself: "Races for all!" must not read "Races for all!.".
  return fillPlaceholders(sentence, { title, tagline: tagline.replace(/[.!]+$/, '') });
}
