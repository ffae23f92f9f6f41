import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import { plannerBarKinds, type PlannerBar } from '@shared/schemas/planner';
import { barKinds, barsOn, placeBars, plannerRows, type PlannerUnit } from './layout';

const from = isoDate('2030-03-04');
const to = isoDate('2030-03-10');
const bar = (kind: PlannerBar['kind'], dateFrom: string, dateTo: string, rentalId?: number): PlannerBar => ({
  kind,
  dateFrom: isoDate(dateFrom),
  dateTo: isoDate(dateTo),
  rentalId,
});

describe('placing a unit’s bars', () => {
  it('puts each on its days, cut at the view’s edges, and leaves out those outside it', () => {
    const { bars, lanes } = placeBars(
      [
        bar('rental', '2030-03-01', '2030-03-05', 1),
        bar('buffer', '2030-03-06', '2030-03-06', 1),
        bar('rental', '2030-03-09', '2030-03-14', 2),
        bar('rental', '2030-02-20', '2030-03-03', 3),
      ],
      from,
      to,
    );
    expect(lanes).toBe(1);
    expect(
      bars.map(({ kind, start, span, clippedStart, clippedEnd }) => [kind, start, span, clippedStart, clippedEnd]),
    ).toEqual([
      ['rental', 0, 2, true, false],
      ['buffer', 2, 1, false, false],
      ['rental', 5, 2, false, true],
    ]);
  });

  it('puts bars that share days on lines of their own, and opens the booking first', () => {
    const layout = placeBars(
      [
        bar('out_of_service', '2030-03-04', '2030-03-10'),
        bar('buffer', '2030-03-07', '2030-03-08', 4),
        bar('overdue', '2030-03-07', '2030-03-09', 4),
      ],
      from,
      to,
    );
    expect(layout.lanes).toBe(3);
    expect(layout.bars.map((placed) => [placed.kind, placed.lane])).toEqual([
      ['out_of_service', 0],
      ['overdue', 1],
      ['buffer', 2],
    ]);
    expect(barsOn(layout, 3).map((placed) => placed.kind)).toEqual(['overdue', 'buffer', 'out_of_service']);
    expect(barsOn(layout, 6).map((placed) => placed.kind)).toEqual(['out_of_service']);
  });
});

describe('the kinds of bar', () => {
  it('are the server’s, in its order', () => {
    expect(barKinds).toEqual(plannerBarKinds);
  });
});

describe('the grid’s rows', () => {
  it('puts each product’s header, with its count, before its units', () => {
    const unit = (id: number, productId: number, productName: string): PlannerUnit => ({
      id,
      serialNumber: `S-${id}`,
      productId,
      productName,
      status: 'Operational',
      serviceDue: false,
      bars: [],
    });
    const rows = plannerRows([unit(1, 10, 'Aputure'), unit(2, 10, 'Aputure'), unit(3, 20, 'Sony')]);
    expect(rows.map((row) => (row.type === 'product' ? `${row.productName} (${row.count})` : row.unit.id))).toEqual([
      'Aputure (2)',
      1,
      2,
      'Sony (1)',
      3,
    ]);
    expect(rows.flatMap((row) => (row.type === 'unit' ? [row.unitIndex] : []))).toEqual([0, 1, 2]);
  });
});
