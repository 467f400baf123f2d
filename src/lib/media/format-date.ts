/** Dates as visitors read them next to a news clipping, and as <time datetime> wants them. */
const displayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * "14 February 2019" in en-GB, "14 ફેબ્રુઆરી, 2019" in gu: the locale's own
 * order and month names. Content dates are calendar days stored at midnight UTC.
 */
export function formatDisplayDate(date: Date, locale: string): string {
  let format = displayFormats.get(locale);
  if (!format) {
    // Made once per locale: a page of clippings formats dozens of dates.
    format = new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    displayFormats.set(locale, format);
  }
  return format.format(date);
}

/** "2019-02-14". */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
