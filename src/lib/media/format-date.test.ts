import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatIsoDate } from './format-date';

describe('formatDisplayDate and formatIsoDate', () => {
  it.each([
    ['2019-02-14', 'en-GB', '14 February 2019'],
    ['2024-12-31', 'en-GB', '31 December 2024'],
    ['2020-01-01', 'en-GB', '1 January 2020'],
    ['2019-02-14', 'en-US', 'February 14, 2019'],
    ['2019-02-14', 'gu-IN', '14 ફેબ્રુઆરી, 2019'],
  ])('%s in %s reads as %s', (iso, locale, display) => {
    const date = new Date(`${iso}T00:00:00Z`);
    expect(formatDisplayDate(date, locale)).toBe(display);
    expect(formatIsoDate(date)).toBe(iso);
  });
});
