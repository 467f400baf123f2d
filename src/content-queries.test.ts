// Which collections getList() accepts is decided by the type checker
// (`npm run check`): a Markdown collection, ordered by its own `order` field,
// must not be read as a JSON list. Vitest runs no code here.
import { describe, expectTypeOf, it } from 'vitest';
import type { ListCollection } from './content-queries';

describe('getList', () => {
  it('accepts every JSON list and no Markdown collection', () => {
    expectTypeOf<'gallery' | 'news' | 'newsletters' | 'values' | 'banners'>().toExtend<ListCollection>();
    expectTypeOf<'activities'>().not.toExtend<ListCollection>();
    expectTypeOf<'aboutTexts'>().not.toExtend<ListCollection>();
    expectTypeOf<'homeTexts'>().not.toExtend<ListCollection>();
  });
});
