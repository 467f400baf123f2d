import { describe, expect, it } from 'vitest';
import { activityDescription } from './descriptions';
import { englishMessages } from '../../../tests/support/messages.ts';

describe('activityDescription', () => {
  it('reads as sentences within the length search engines show', () => {
    const text = activityDescription(
      { title: 'Sports Day', tagline: 'Races, relays and medals for all!' },
      englishMessages.activity.description,
    );
    expect(text).toBe(
      'Sports Day: Races, relays and medals for all. How deaf and hard-of-hearing children at our school take part, with photos.',
    );
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
