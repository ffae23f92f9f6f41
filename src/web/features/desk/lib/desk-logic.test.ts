import { describe, expect, it } from 'vitest';
import type { RentalUnit } from '@shared/schemas/rental';
import { ApiError } from '@/lib/api-client';
import { formatShopDayTime } from './shop-time';
import {
  checkInBody,
  freshDraft,
  lateFeeDueCents,
  photosToUpload,
  serviceProblem,
  unitsMissingNotes,
  type Drafts,
} from './check-in';
import { addSerial, refusedSerial, serialKind } from './serials';
import { handOverStage, mayChangeAtDesk, swappedUnits, unitState, unitsOut, unitsWaiting } from './units';

const unit = (id: number, overrides: Partial<RentalUnit> = {}): RentalUnit => ({
  id,
  serialNumber: `CAM-${id}`,
  productId: 3,
  productName: 'Sigma 35mm',
  checkedOutAt: null,
  checkedInAt: null,
  condition: null,
  ...overrides,
});
const OUT = '2030-03-10T09:00:00.000Z';
const IN = '2030-03-12T17:00:00.000Z';

describe('unit states', () => {
  it('tells waiting, out, back, damaged and missing units apart', () => {
    expect(unitState(unit(1))).toBe('waiting');
    expect(unitState(unit(1, { checkedOutAt: OUT }))).toBe('out');
    expect(unitState(unit(1, { checkedOutAt: OUT, checkedInAt: IN, condition: 'ok' }))).toBe('back');
    expect(unitState(unit(1, { checkedOutAt: OUT, checkedInAt: IN, condition: 'damaged' }))).toBe('damaged');
    expect(unitState(unit(1, { checkedOutAt: OUT, condition: 'missing' }))).toBe('missing');
  });

  it('offers waiting units to a check-out and units out (missing ones too) to a check-in', () => {
    const items = [
      unit(1),
      unit(2, { checkedOutAt: OUT }),
      unit(3, { checkedOutAt: OUT, condition: 'missing' }),
      unit(4, { checkedOutAt: OUT, checkedInAt: IN, condition: 'ok' }),
    ];
    expect(unitsWaiting({ items }).map((u) => u.id)).toEqual([1]);
    expect(unitsOut({ items }).map((u) => u.id)).toEqual([2, 3]);
  });

  it('names a partial hand-over and a partial return', () => {
    expect(handOverStage({ items: [unit(1), unit(2)] })).toBe('notHandedOver');
    expect(handOverStage({ items: [unit(1, { checkedOutAt: OUT }), unit(2)] })).toBe('partlyHandedOver');
    expect(handOverStage({ items: [unit(1, { checkedOutAt: OUT }), unit(2, { checkedOutAt: OUT })] })).toBe(
      'handedOver',
    );
    const back = unit(1, { checkedOutAt: OUT, checkedInAt: IN, condition: 'ok' });
    expect(handOverStage({ items: [back, unit(2, { checkedOutAt: OUT })] })).toBe('partlyReturned');
    expect(handOverStage({ items: [back] })).toBe('returned');
  });

  it('finds the units a check-out swapped onto the rental', () => {
    const before = [unit(1), unit(2)];
    const after = [unit(1, { checkedOutAt: OUT }), unit(9, { checkedOutAt: OUT })];
    expect(swappedUnits(before, after)).toEqual({ added: ['CAM-9'], removed: ['CAM-2'] });
    expect(swappedUnits(before, before)).toEqual({ added: [], removed: [] });
  });

  it('offers the line changes of a live rental of a placed order until a unit is handed over', () => {
    const live = { cancelledAt: null, orderStatus: 'Placed' as const, items: [unit(1), unit(2)] };
    expect(mayChangeAtDesk(live)).toBe(true);
    expect(mayChangeAtDesk({ ...live, items: [unit(1, { checkedOutAt: OUT }), unit(2)] })).toBe(false);
    expect(mayChangeAtDesk({ ...live, cancelledAt: IN })).toBe(false);
    expect(mayChangeAtDesk({ ...live, orderStatus: 'AwaitingPayment' })).toBe(false);
    expect(mayChangeAtDesk({ ...live, orderStatus: 'Cancelled' })).toBe(false);
  });
});

describe('scanned serials', () => {
  it('adds a serial once, trimmed, whatever its case, and no more than the rental takes', () => {
    expect(addSerial([], '  CAM-1 ', 2)).toEqual({ list: ['CAM-1'], problem: null });
    expect(addSerial(['CAM-1'], 'cam-1', 2).problem).toBe('twice');
    expect(addSerial(['CAM-1', 'CAM-2'], 'CAM-3', 2).problem).toBe('tooMany');
    expect(addSerial([], '   ', 2).problem).toBe('empty');
    expect(addSerial([], 'CAM\u0007', 2).problem).toBe('invalid');
    expect(addSerial([], 'x'.repeat(121), 2).problem).toBe('invalid');
  });

  it("says whether a serial is the rental's own unit or another one", () => {
    const units = [unit(1), unit(2, { checkedOutAt: OUT })];
    expect(serialKind('cam-1', units)).toBe('booked');
    expect(serialKind('CAM-2', units)).toBe('alreadyOut');
    expect(serialKind('CAM-9', units)).toBe('other');
  });

  it('finds the serial a refusal names, never a shorter one inside a longer', () => {
    const refusal = (message: string, details?: Record<string, unknown>) =>
      new ApiError(409, 'UNIT_NOT_FREE', message, undefined, details);
    const serials = ['CAM-1', 'CAM-17'];
    expect(refusedSerial(serials, refusal('Unit CAM-17 is not free for these dates.'))).toBe('CAM-17');
    expect(refusedSerial(serials, refusal('Unit cam-1 is out of service.'))).toBe('CAM-1');
    expect(refusedSerial(serials, refusal('Refused.', { serial: 'cam-17' }))).toBe('CAM-17');
    expect(refusedSerial(serials, refusal('The rental is cancelled.'))).toBeNull();
    expect(refusedSerial(serials, new Error('CAM-1'))).toBeNull();
  });
});

describe('check-in', () => {
  const units = [unit(1, { checkedOutAt: OUT }), unit(2, { checkedOutAt: OUT }), unit(3, { checkedOutAt: OUT })];
  const photo = new File([new Uint8Array([1, 2, 3])], 'dent.jpg', { type: 'image/jpeg' });
  const drafts: Drafts = {
    1: freshDraft(),
    2: { ...freshDraft(), condition: 'damaged', note: ' Dent on the lens mount ', photos: [photo] },
    3: { ...freshDraft(), included: false },
  };

  it('sends the units taken back, a note only where something is wrong', () => {
    expect(checkInBody(units, drafts, 'terminal')).toEqual({
      units: [
        { serial: 'CAM-1', condition: 'ok' },
        { serial: 'CAM-2', condition: 'damaged', note: 'Dent on the lens mount' },
      ],
      feeChannel: 'terminal',
    });
    expect(checkInBody(units, { 1: { ...freshDraft(), note: 'fine really' } }, null)).toEqual({
      units: [
        { serial: 'CAM-1', condition: 'ok' },
        { serial: 'CAM-2', condition: 'ok' },
        { serial: 'CAM-3', condition: 'ok' },
      ],
    });
  });

  it('asks for a note on a damaged or missing unit taken back', () => {
    expect(unitsMissingNotes(units, drafts)).toEqual([]);
    const missing: Drafts = { ...drafts, 1: { ...freshDraft(), condition: 'missing', note: '  ' } };
    expect(unitsMissingNotes(units, missing)).toEqual([1]);
    const notBack: Drafts = { ...missing, 1: { ...missing[1]!, included: false } };
    expect(unitsMissingNotes(units, notBack)).toEqual([]);
  });

  it('sends a service done on return for a unit back, its cost as the API writes it, and asks for what was done', () => {
    const serviced: Drafts = {
      ...drafts,
      1: { ...freshDraft(), serviced: true, serviceNote: ' Sensor cleaned ', serviceCost: '12,5' },
      2: { ...drafts[2]!, serviced: true, serviceNote: 'Firmware 2.1' },
    };
    expect(checkInBody(units, serviced, null).units).toEqual([
      { serial: 'CAM-1', condition: 'ok', service: { note: 'Sensor cleaned', cost: '12.50' } },
      { serial: 'CAM-2', condition: 'damaged', note: 'Dent on the lens mount', service: { note: 'Firmware 2.1' } },
    ]);
    expect(unitsMissingNotes(units, serviced)).toEqual([]);
    expect(serviceProblem({ ...serviced[1]!, serviceNote: ' ' })).toBe('note');
    expect(serviceProblem({ ...serviced[1]!, serviceCost: '12.345' })).toBe('cost');
    expect(unitsMissingNotes(units, { ...serviced, 1: { ...serviced[1]!, serviceCost: 'x' } })).toEqual([1]);
    // A missing unit is not back: no service is sent or asked for.
    const missing: Drafts = { 1: { ...serviced[1]!, condition: 'missing', note: 'Gone', serviceNote: '' } };
    expect(checkInBody([units[0]!], missing, null).units).toEqual([
      { serial: 'CAM-1', condition: 'missing', note: 'Gone' },
    ]);
    expect(serviceProblem(missing[1]!)).toBeNull();
  });

  it("uploads the damaged units' photos only", () => {
    expect(photosToUpload(units, drafts)).toEqual([{ itemId: 2, file: photo }]);
    const fixed: Drafts = { ...drafts, 2: { ...drafts[2]!, condition: 'ok' } };
    expect(photosToUpload(units, fixed)).toEqual([]);
  });

  it('charges the late fee for every unit back now, not for a missing one', () => {
    const rental = { dailyPrice: '12.50', daysLate: 3 };
    const rule = { mode: 'percent' as const, percent: 100, fixedCents: 0 };
    expect(lateFeeDueCents(rental, rule, units, drafts)).toBe(2 * 3 * 1250);
    const missing: Drafts = { ...drafts, 1: { ...freshDraft(), condition: 'missing', note: 'gone' } };
    expect(lateFeeDueCents(rental, rule, units, missing)).toBe(1 * 3 * 1250);
    expect(lateFeeDueCents({ ...rental, daysLate: 0 }, rule, units, drafts)).toBe(0);
    expect(lateFeeDueCents(rental, { mode: 'fixed', percent: 0, fixedCents: 500 }, units, drafts)).toBe(2 * 3 * 500);
  });
});

describe('times at the desk', () => {
  it("writes the site's date and the time on the shop's clock", () => {
    expect(formatShopDayTime('2030-05-03T07:05:00.000Z', 'en', 'Europe/Madrid')).toMatch(/^3 May 2030, 09:05$/);
    expect(formatShopDayTime('2030-05-03T23:30:00.000Z', 'de', 'Europe/Berlin')).toContain('4');
  });
});
