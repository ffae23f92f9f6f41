import { describe, expect, it } from 'vitest';
import { SEARCH_MAX } from '@shared/limits';
import { isFiltered, listQuery, readListFilters, searchText, withListFilters } from './list-filters';

const statuses = ['Open', 'Closed'] as const;
const read = (query: string) => readListFilters(new URLSearchParams(query), statuses);

describe('searchText', () => {
  it('trims, so a blank search or a single space is no search (SPEC section 5)', () => {
    expect(searchText('  nora ')).toBe('nora');
    expect(searchText(' ')).toBe('');
    expect(searchText('')).toBe('');
  });

  it('is cut to what the server accepts', () => {
    expect(searchText('x'.repeat(SEARCH_MAX + 20))).toHaveLength(SEARCH_MAX);
  });
});

describe('readListFilters', () => {
  it('reads a known status and the search', () => {
    expect(read('status=Open&q=+nora+')).toEqual({ status: 'Open', q: 'nora' });
  });

  it('reads no filter, an unknown status or a blank search as none', () => {
    expect(read('')).toEqual({ status: null, q: '' });
    expect(read('status=open&q=%20')).toEqual({ status: null, q: '' });
    expect(read('status=Requested')).toEqual({ status: null, q: '' });
  });
});

describe('withListFilters', () => {
  it('writes the filters and keeps the rest of the query', () => {
    const next = withListFilters(new URLSearchParams('lang=de'), { status: 'Closed', q: ' lens ' });
    expect(next.toString()).toBe('lang=de&status=Closed&q=lens');
  });

  it('leaves out an empty filter', () => {
    const next = withListFilters(new URLSearchParams('status=Open&q=x'), { status: null, q: ' ' });
    expect(next.toString()).toBe('');
  });

  it('reads back what it wrote', () => {
    const filters = { status: 'Open' as const, q: 'Nora Núñez & co' };
    expect(readListFilters(withListFilters(new URLSearchParams(), filters), statuses)).toEqual(filters);
  });
});

describe('listQuery and isFiltered', () => {
  it('sends only what narrows the list', () => {
    expect(listQuery({ status: null, q: '' })).toEqual({});
    expect(listQuery({ status: 'Open', q: '' })).toEqual({ status: 'Open' });
    expect(listQuery({ status: null, q: 'nora' })).toEqual({ q: 'nora' });
  });

  it('says whether anything is filtered', () => {
    expect(isFiltered({ status: null, q: '' })).toBe(false);
    expect(isFiltered({ status: 'Closed', q: '' })).toBe(true);
    expect(isFiltered({ status: null, q: 'a' })).toBe(true);
  });
});
