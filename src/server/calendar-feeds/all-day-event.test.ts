import ical, { ICalEventTransparency, type ICalTemporalPlainDateStub } from 'ical-generator';
import { describe, expect, it } from 'vitest';
import type { IsoDate } from '../../shared/calendar-date';
import { type AllDayEvent, allDayEvent } from './all-day-event';

/*
 * The feeds write their events directly (all-day-event.ts); ical-generator, which wrote them
 * before and still writes the calendar around them, is the reference: the same fields give the
 * same bytes, escaping and dates included.
 */

/** A calendar date as ical-generator's Temporal.PlainDate, as the feeds gave it their dates. */
function plainDate(date: IsoDate): ICalTemporalPlainDateStub {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    year,
    month,
    day,
    toString: () => date,
    toJSON: () => date,
    toPlainDateTime: () => {
      throw new Error('A calendar date has no time.');
    },
  } as ICalTemporalPlainDateStub;
}

const dayAfter = (day: IsoDate) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10) as IsoDate;

function byTheLibrary(event: AllDayEvent): string {
  const calendar = ical();
  return calendar
    .createEvent({
      id: event.uid,
      start: plainDate(event.first),
      end: plainDate(dayAfter(event.last)),
      allDay: true,
      stamp: event.stamp,
      summary: event.summary,
      description: event.description,
      url: event.url,
      transparency: ICalEventTransparency.TRANSPARENT,
    })
    .toString();
}

const plain: AllDayEvent = {
  uid: 'framehire-rental-7@shop.example',
  stamp: new Date('2030-03-01T10:00:00.123Z'),
  first: '2030-03-04' as IsoDate,
  last: '2030-03-06' as IsoDate,
  summary: 'Rental: 1 × Sony FX3',
  description: 'Order FH-2030-000003\nhttps://shop.example/account/rental-requests/7',
  url: 'https://shop.example/account/rental-requests/7',
};

describe('an all-day event', () => {
  it.each<[string, Partial<AllDayEvent>]>([
    ['plain', {}],
    ['one day, over the year’s end', { first: '2030-12-31' as IsoDate, last: '2030-12-31' as IsoDate }],
    ['over a leap day', { first: '2028-02-28' as IsoDate, last: '2028-02-29' as IsoDate }],
    ['booked at midnight UTC', { stamp: new Date('2031-01-01T00:00:00Z') }],
    [
      'with commas, semicolons, backslashes and quotes',
      { summary: 'Rental: 2 × Canon EOS R5; "mark II", with \\ lens' },
    ],
    ['with line breaks of every kind', { description: 'one\r\ntwo\rthree\nfour' }],
    [
      'in other scripts',
      { summary: 'Alquiler: 1 × Objetivo ñandú 🎥 Größe', description: 'Pedido FH-1\nNúmeros de serie: A, B (Kit)' },
    ],
    ['with a query in its link', { url: 'https://shop.example/a?b=1,2;c=3' }],
    ['with no description', { description: '' }],
  ])('%s: as ical-generator writes it', (_, change) => {
    const event = { ...plain, ...change };
    expect(allDayEvent(event)).toBe(byTheLibrary(event));
  });
});
