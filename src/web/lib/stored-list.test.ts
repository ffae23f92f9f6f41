import { describe, expect, it } from 'vitest';
import { savedEntries } from './stored-list';

describe('savedEntries', () => {
  it('reads a saved list’s entries, unread', () => {
    expect(savedEntries('[1, {"a": 2}, "x"]')).toEqual([1, { a: 2 }, 'x']);
  });

  it('reads nothing saved, a broken value or one that is not a list as no entries', () => {
    expect(savedEntries(null)).toEqual([]);
    expect(savedEntries('{not json')).toEqual([]);
    expect(savedEntries('{"a": 1}')).toEqual([]);
  });
});
