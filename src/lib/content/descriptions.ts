/**
 * The meta description of an activity page: what search results and sharing
 * cards show under the title. Long enough to say something (search engines
 * cut at about 160 characters), different for every activity.
 */
export function activityDescription({ title, tagline }: { title: string; tagline: string }): string {
  const sentence = `${title}: ${tagline.replace(/[.!]+$/, '')}.`;
  return `${sentence} How deaf and hard-of-hearing children at our school take part, with photos.`;
}
