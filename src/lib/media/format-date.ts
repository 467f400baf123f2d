// Made once per locale: a page of clippings formats dozens of dates.
const displayFormats = new Map<string, Intl.DateTimeFormat>();

/** "14 February 2019" in en-GB, "14 ફેબ્રુઆરી, 2019" in gu; content dates are days at midnight UTC. */
export function formatDisplayDate(date: Date, locale: string): string {
  const format =
    displayFormats.get(locale) ?? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  displayFormats.set(locale, format);
  return format.format(date);
}

/** "2019-02-14". */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
