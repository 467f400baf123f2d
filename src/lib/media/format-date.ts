/** Dates as visitors read them next to a news clipping, and as <time datetime> wants them. */
const DISPLAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "14 February 2019". Content dates are calendar days stored at midnight UTC. */
export function formatDisplayDate(date: Date): string {
  return DISPLAY.format(date);
}

/** "2019-02-14". */
export function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
