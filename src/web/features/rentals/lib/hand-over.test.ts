import { describe, expect, it } from 'vitest';
import type { RentalUnit } from '@shared/schemas/rental';
import { handOverOf, unitStage } from './hand-over';

const OUT = '2030-03-10T09:00:00.000Z';
const BACK = '2030-03-13T17:00:00.000Z';

const unit = (id: number, stage: Partial<RentalUnit> = {}): RentalUnit => ({
  id,
  serialNumber: `SN-${id}`,
  productId: 3,
  productName: 'Sigma 35mm',
  checkedOutAt: null,
  checkedInAt: null,
  condition: null,
  ...stage,
});
const out = (id: number) => unit(id, { checkedOutAt: OUT });
const back = (id: number, condition: 'ok' | 'damaged' = 'ok') =>
  unit(id, { checkedOutAt: OUT, checkedInAt: BACK, condition });
const missing = (id: number) => unit(id, { checkedOutAt: OUT, condition: 'missing' });

const rental = (items: RentalUnit[], late: { overdue?: boolean; daysLate?: number; lateFee?: string } = {}) => ({
  items,
  overdue: late.overdue ?? false,
  daysLate: late.daysLate ?? 0,
  lateFee: late.lateFee ?? '0.00',
});

describe('the hand-over badges of a rental', () => {
  it('are none before the desk handed anything over: the spec status stands alone', () => {
    expect(handOverOf(rental([unit(1), unit(2)]))).toEqual({ badges: [], lateFee: null });
  });

  it('say handed over, or how many of its units', () => {
    expect(handOverOf(rental([out(1), out(2)])).badges).toEqual([{ kind: 'handedOver' }]);
    expect(handOverOf(rental([out(1), out(2), unit(3)])).badges).toEqual([{ kind: 'handedOverPart', done: 2, of: 3 }]);
  });

  it('say returned once every unit that went out is back, damaged or not', () => {
    expect(handOverOf(rental([back(1), back(2, 'damaged')])).badges).toEqual([{ kind: 'returned' }]);
    expect(handOverOf(rental([back(1), out(2), unit(3)])).badges).toEqual([{ kind: 'returnedPart', done: 1, of: 2 }]);
  });

  it('count the missing units apart: they keep the rental open', () => {
    expect(handOverOf(rental([missing(1)])).badges).toEqual([{ kind: 'handedOver' }, { kind: 'missing', count: 1 }]);
    expect(handOverOf(rental([back(1), missing(2), missing(3)])).badges).toEqual([
      { kind: 'returnedPart', done: 1, of: 3 },
      { kind: 'missing', count: 2 },
    ]);
  });

  it('say overdue with the days late, and the late fee growing while it is', () => {
    const late = handOverOf(rental([out(1), back(2)], { overdue: true, daysLate: 3, lateFee: '45.00' }));
    expect(late.badges).toEqual([
      { kind: 'returnedPart', done: 1, of: 2 },
      { kind: 'overdue', count: 3 },
    ]);
    expect(late.lateFee).toEqual({ cents: 4500, growing: true });
  });

  it('keep the late fee charged at check-in once the rental is back', () => {
    const charged = handOverOf(rental([back(1)], { lateFee: '12.50' }));
    expect(charged).toEqual({ badges: [{ kind: 'returned' }], lateFee: { cents: 1250, growing: false } });
  });
});

describe('where one unit stands', () => {
  it('is waiting, out, back, damaged or missing', () => {
    expect([unit(1), out(2), back(3), back(4, 'damaged'), missing(5)].map(unitStage)).toEqual([
      'waiting',
      'out',
      'back',
      'damaged',
      'missing',
    ]);
  });
});
