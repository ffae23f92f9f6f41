import { describe, expect, it } from 'vitest';
import { startsIn } from './starts-in';

describe('startsIn', () => {
  it('says today for a rental starting today', () => {
    expect(startsIn('2030-03-12', '2030-03-12')).toEqual({ when: 'today' });
  });

  it('says tomorrow for the next day, across a month end', () => {
    expect(startsIn('2030-04-01', '2030-03-31')).toEqual({ when: 'tomorrow' });
  });

  it('counts the days to a later start', () => {
    expect(startsIn('2030-03-20', '2030-03-12')).toEqual({ when: 'later', days: 8 });
  });

  it('reads a start already passed (a clock behind the server) as today', () => {
    expect(startsIn('2030-03-11', '2030-03-12')).toEqual({ when: 'today' });
  });
});
