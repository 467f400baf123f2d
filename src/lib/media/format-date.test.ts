import { describe, expect, it } from 'vitest';
import { formatDisplayDate, formatIsoDate } from './format-date';

describe('formatDisplayDate and formatIsoDate', () => {
  it.each([
    ['2019-02-14', '14 February 2019'],
    ['2024-12-31', '31 December 2024'],
    ['2020-01-01', '1 January 2020'],
  ])('%s reads as %s', (iso, display) => {
    const date = new Date(`${iso}T00:00:00Z`);
    expect(formatDisplayDate(date)).toBe(display);
    expect(formatIsoDate(date)).toBe(iso);
  });
});
