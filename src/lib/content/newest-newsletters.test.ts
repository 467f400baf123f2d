import { describe, expect, it } from 'vitest';
import { newestNewsletters } from './newest-newsletters';

const issue = (id: string, date: string) => ({ id, issueDate: new Date(`${date}T00:00:00Z`) });
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);

describe('newestNewsletters', () => {
  const seven = [
    issue('2024-spring', '2024-03-22'),
    issue('2024-winter', '2024-12-20'),
    issue('2025-summer', '2025-06-20'),
    issue('2025-autumn', '2025-10-31'),
    issue('2026-spring', '2026-03-20'),
    issue('2026-autumn', '2026-10-23'),
    issue('2026-winter', '2026-12-18'),
  ];

  it.each([
    [
      'seven issues: the oldest is left out',
      seven,
      ['2026-winter', '2026-autumn', '2026-spring', '2025-autumn', '2025-summer', '2024-winter'],
    ],
    [
      'a newest issue written first or last in the file',
      [...seven].reverse(),
      ['2026-winter', '2026-autumn', '2026-spring', '2025-autumn', '2025-summer', '2024-winter'],
    ],
    ['fewer than six: all of them', seven.slice(0, 2), ['2024-winter', '2024-spring']],
    [
      'two issues of one date keep their file order',
      [issue('a', '2026-01-01'), issue('b', '2026-01-01')],
      ['a', 'b'],
    ],
    ['none', [], []],
  ])('%s', (_case, newsletters, expected) => {
    expect(ids(newestNewsletters(newsletters))).toEqual(expected);
  });

  it('leaves its input as it was', () => {
    const input = seven.slice(0, 3);
    expect(ids(newestNewsletters(input))).toEqual(['2025-summer', '2024-winter', '2024-spring']);
    expect(ids(input)).toEqual(['2024-spring', '2024-winter', '2025-summer']);
  });
});
