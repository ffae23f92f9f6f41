import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { isMissingRecord, recordSelection, recordsView } from './records-view';

type Row = { id: number; name: string };
const a = { id: 1, name: 'a' };
const b = { id: 2, name: 'b' };

const loaded = <Data>(data: Data) => ({ isPending: false, isError: false, error: null, data });
const pending = { isPending: true, isError: false, error: null, data: undefined };
const failed = (error: unknown) => ({ isPending: false, isError: true, error, data: undefined });
const notFound = new ApiError(404, 'NOT_FOUND', 'Not found');

describe('recordSelection', () => {
  it('reads no segment as the whole list and a positive whole number as one record', () => {
    expect(recordSelection(undefined)).toEqual({ kind: 'list' });
    expect(recordSelection('42')).toEqual({ kind: 'one', id: 42 });
  });

  it('refuses what the server would refuse as an id', () => {
    for (const segment of ['', 'abc', '0', '-3', '1.5', '0x10', '1e3', ' 7', '+7', '2147483648', '99999999999']) {
      expect(recordSelection(segment), segment).toEqual({ kind: 'invalid' });
    }
    expect(recordSelection('2147483647')).toEqual({ kind: 'one', id: 2147483647 });
  });
});

describe('isMissingRecord', () => {
  it('is a 404 or a 400 from the API, not a failure to load', () => {
    expect(isMissingRecord(notFound)).toBe(true);
    expect(isMissingRecord(new ApiError(400, 'VALIDATION_ERROR', 'Bad id'))).toBe(true);
    expect(isMissingRecord(new ApiError(500, 'INTERNAL', 'Boom'))).toBe(false);
    expect(isMissingRecord(new ApiError(0, 'NETWORK', 'Offline'))).toBe(false);
    expect(isMissingRecord(new Error('x'))).toBe(false);
  });
});

describe('recordsView', () => {
  const list = { kind: 'list' } as const;
  const one = (id: number) => ({ kind: 'one', id }) as const;

  it('shows the list, its loading and its error', () => {
    expect(recordsView<Row>(list, loaded([a, b]), pending)).toEqual({ state: 'ready', records: [a, b] });
    expect(recordsView<Row>(list, loaded([]), pending)).toEqual({ state: 'ready', records: [] });
    expect(recordsView<Row>(list, pending, pending)).toEqual({ state: 'loading' });
    expect(recordsView<Row>(list, failed(notFound), pending)).toEqual({ state: 'error', error: notFound });
  });

  it('shows one record from its own query, whatever the list is doing', () => {
    expect(recordsView<Row>(one(2), pending, loaded(b))).toEqual({ state: 'ready', records: [b] });
    expect(recordsView<Row>(one(2), pending, pending)).toEqual({ state: 'loading' });
  });

  it('reads a 404 or 400 for one record as "not found", and any other failure as an error', () => {
    expect(recordsView<Row>(one(9), pending, failed(notFound))).toEqual({ state: 'notFound' });
    const offline = new ApiError(0, 'NETWORK', 'Offline');
    expect(recordsView<Row>(one(9), pending, failed(offline))).toEqual({ state: 'error', error: offline });
  });

  it('never shows the list in place of one record', () => {
    expect(recordsView<Row>(one(1), loaded([a, b]), pending)).toEqual({ state: 'loading' });
  });

  it('never asks for an id that can name no record', () => {
    expect(recordsView<Row>({ kind: 'invalid' }, loaded([a]), pending)).toEqual({ state: 'notFound' });
  });
});
