import { describe, expect, it } from 'vitest';
import { isWholeUpTo } from './whole-number';

describe('whole number fields', () => {
  it('accepts whole numbers within the range only', () => {
    expect(isWholeUpTo(0, 100)).toBe(true);
    expect(isWholeUpTo('100', 100)).toBe(true);
    expect(isWholeUpTo(101, 100)).toBe(false);
    expect(isWholeUpTo(2.5, 100)).toBe(false);
    expect(isWholeUpTo('', 100)).toBe(false);
    expect(isWholeUpTo(-1, 100)).toBe(false);
  });
});
