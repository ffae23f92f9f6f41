import { afterEach, describe, expect, it } from 'vitest';
import type { IsoDate } from '../../shared/calendar-date';
import { parseFeed } from '../test/ical-feed';
import { customerFeed, type FeedLine, shopFeed } from './ical';

/*
 * The feed's text alone: all-day dates written as the calendar dates they are, whatever zone the
 * server process or the shop is in (a Date would be written in one of them and move a day).
 */

const line = (dateFrom: string, dateTo: string): FeedLine => ({
  rentalId: 7,
  orderId: 3,
  orderReference: 'FH-2030-000003',
  dateFrom: dateFrom as IsoDate,
  dateTo: dateTo as IsoDate,
  productName: 'Canon EOS R5; "mark II", with lens',
  quantity: 1,
  units: [{ serialNumber: 'CAM-1', partName: null }],
  customerName: 'Ana',
  customerEmail: 'ana@example.com',
  createdAt: new Date('2030-03-01T10:00:00Z'),
  state: 'booked',
});

const processZone = process.env.TZ;
afterEach(() => {
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

describe.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
  'a server process in %s',
  (zone) => {
    it.each(['Europe/Madrid', 'America/Los_Angeles', 'Pacific/Auckland'])(
      'and a shop in %s writes the dates as they are',
      (shopZone) => {
        process.env.TZ = zone;
        const context = {
          shopName: 'Framehire',
          timeZone: shopZone,
          shopUrl: 'https://shop.example',
          language: 'en' as const,
        };
        const text = customerFeed([line('2030-03-30', '2030-04-01'), line('2030-10-26', '2030-10-27')], context);
        expect(text).toContain('DTSTART;VALUE=DATE:20300330');
        expect(text).toContain('DTEND;VALUE=DATE:20300402');
        expect(text).toContain(`X-WR-TIMEZONE:${shopZone}`);
        // DTSTAMP is UTC (RFC 5545), never the process's local time.
        expect(text).toContain('DTSTAMP:20300301T100000Z');
        const events = parseFeed(text).events;
        expect(events.map(({ start, end, allDay }) => ({ start, end, allDay }))).toEqual([
          { start: '2030-03-30', end: '2030-04-02', allDay: true },
          { start: '2030-10-26', end: '2030-10-28', allDay: true },
        ]);
        expect(events[0]!.summary).toBe('Rental: 1 × Canon EOS R5; "mark II", with lens');
      },
    );
  },
);

it("writes the shop's pick-up and return as one-day events on the first and last day", () => {
  const context = {
    shopName: 'Framehire',
    timeZone: 'Europe/Madrid',
    shopUrl: 'https://shop.example',
    language: 'de' as const,
  };
  const events = parseFeed(shopFeed([line('2030-03-30', '2030-04-01')], context)).events;
  expect(events).toEqual([
    expect.objectContaining({
      uid: 'framehire-pickup-7@shop.example',
      summary: 'Abholung: 1 × Canon EOS R5; "mark II", with lens, Ana, FH-2030-000003',
      start: '2030-03-30',
      end: '2030-03-31',
    }),
    expect.objectContaining({
      uid: 'framehire-return-7@shop.example',
      summary: 'Rückgabe: 1 × Canon EOS R5; "mark II", with lens, Ana, FH-2030-000003',
      start: '2030-04-01',
      end: '2030-04-02',
    }),
  ]);
  expect(events[0]!.description).toContain('Mietzeitraum: 30. März 2030 – 1. April 2030');
});

it('says where the rental stands after its events’ summaries, in the feed’s language (decision 099)', () => {
  const context = {
    shopName: 'Framehire',
    timeZone: 'Europe/Madrid',
    shopUrl: 'https://shop.example',
    language: 'es' as const,
  };
  const returned = { ...line('2030-03-01', '2030-03-03'), state: 'returned' as const };
  const summaries = parseFeed(shopFeed([returned], context)).events.map((event) => event.summary);
  expect(summaries).toEqual([
    'Recogida: 1 × Canon EOS R5; "mark II", with lens, Ana, FH-2030-000003 (entregado)',
    'Devolución: 1 × Canon EOS R5; "mark II", with lens, Ana, FH-2030-000003 (devuelto)',
  ]);
  const late = { ...returned, state: 'overdue' as const };
  expect(parseFeed(customerFeed([late], { ...context, language: 'de' })).events[0]!.summary).toBe(
    'Miete: 1 × Canon EOS R5; "mark II", with lens (überfällig)',
  );
});
