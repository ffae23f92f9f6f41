import ical, {
  type ICalCalendar,
  ICalCalendarMethod,
  ICalEventTransparency,
  type ICalTemporalPlainDateStub,
} from 'ical-generator';
import { addDays, formatDateRange, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { RentalState } from '../../shared/rental-rules';
import { feedTexts, lineName, withState } from './feed-texts';
import { foldLines, unfoldLines } from './fold';

/** One rental line as a feed shows it (feed-rentals.ts reads them). */
export type FeedLine = {
  rentalId: number;
  orderId: number;
  orderReference: string;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  productName: string;
  quantity: number;
  /** Serial numbers, with the part's name for a kit's units. */
  units: { serialNumber: string; partName: string | null }[];
  customerName: string;
  customerEmail: string;
  createdAt: Date;
  /** Where it stands at the counter on the feed's day (rentals/rental-state.ts). */
  state: RentalState;
};

/**
 * What each event adds to its summary: the customer's rental its state (awaiting payment, handed
 * over, overdue, returned); the shop's pick-up that it was handed over (or waits for payment), its
 * return that it came back or is late.
 */
const pickUpNote = (state: RentalState): RentalState | null =>
  state === 'overdue' || state === 'returned' ? 'out' : state;
const returnNote = (state: RentalState): RentalState | null =>
  state === 'overdue' || state === 'returned' ? state : null;

/** What every feed says about itself: the shop's name, its time zone, where its pages are. */
export type FeedContext = { shopName: string; timeZone: string; shopUrl: string; language: Language };

/** Calendar apps are told to look again every hour (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/**
 * A calendar date as ical-generator's Temporal.PlainDate: written as its own YYYYMMDD. A Date or
 * a string would be read as an instant and written in the process's or the calendar's zone,
 * which moves the day west of UTC; a plain date has no zone to move it by.
 */
function plainDate(date: IsoDate): ICalTemporalPlainDateStub {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return {
    year,
    month,
    day,
    toString: () => date,
    toJSON: () => date,
    // ical-generator tells a PlainDate from other date objects by this method (it never calls it).
    toPlainDateTime: () => {
      throw new Error('A calendar date has no time.');
    },
  } as ICalTemporalPlainDateStub;
}

/** The first day and the day after the last: an all-day event's DTEND is exclusive (RFC 5545). */
const allDay = (first: IsoDate, last: IsoDate) => ({
  start: plainDate(first),
  end: plainDate(addDays(last, 1)),
  allDay: true,
});

const serialsOf = (line: FeedLine) =>
  line.units.map((unit) => (unit.partName ? `${unit.serialNumber} (${unit.partName})` : unit.serialNumber)).join(', ');

/**
 * The shop's time zone is said with X-WR-TIMEZONE only: ical-generator's own `timezone` would
 * also become every event's, and write DTSTAMP in the server process's local time without a zone.
 * All-day events need no zone; apps that show times take the calendar's from X-WR-TIMEZONE.
 */
function newCalendar(context: FeedContext, name: string) {
  const calendar = ical({
    name,
    prodId: { company: 'Framehire', product: 'calendar-feeds', language: context.language.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  calendar.x('X-WR-TIMEZONE', context.timeZone);
  return calendar;
}

/**
 * The calendar as ical-generator writes it, folded by fold.ts (its own folding is far too slow
 * for a shop's feed): each event's own text, inside the calendar's, whose properties come first
 * as RFC 5545 orders them (ical-generator writes X- properties after the events).
 */
function written(calendar: ICalCalendar): string {
  const events = calendar.events().map((event) => event.toString());
  const shell = unfoldLines(calendar.clear().toString());
  const end = shell.lastIndexOf('END:VCALENDAR');
  return foldLines(`${shell.slice(0, end)}${events.join('')}${shell.slice(end)}`);
}

/**
 * Each event's UID and link, from the shop's address read once per feed (not once per event: a
 * customer's 500 rentals parsed it a thousand times). A link's path is absolute, so it is the
 * address's origin and the path, as new URL(path, shopUrl) would make it.
 */
function addressesOf(context: FeedContext) {
  const { hostname, origin } = new URL(context.shopUrl);
  return { uidOf: (what: string) => `framehire-${what}@${hostname}`, link: (path: string) => `${origin}${path}` };
}
const description = (lines: (string | null)[]) => lines.filter((line) => line !== null).join('\n');

/** A customer's feed: one all-day event per rental line, from its first day to its last. */
export function customerFeed(lines: FeedLine[], context: FeedContext): string {
  const texts = feedTexts[context.language];
  const calendar = newCalendar(context, texts.customerCalendar(context.shopName));
  const { uidOf, link } = addressesOf(context);
  for (const line of lines) {
    const serials = serialsOf(line);
    const url = link(`/account/rental-requests/${line.rentalId}`);
    calendar.createEvent({
      id: uidOf(`rental-${line.rentalId}`),
      ...allDay(line.dateFrom, line.dateTo),
      stamp: line.createdAt,
      summary: withState(texts.rental(lineName(line.quantity, line.productName)), texts, line.state),
      description: description([texts.order(line.orderReference), serials ? texts.serialNumbers(serials) : null, url]),
      url,
      transparency: ICalEventTransparency.TRANSPARENT,
    });
  }
  return written(calendar);
}

/**
 * The shop's feed: each live line's pick-up on its first day and its return on its last, each
 * an all-day event of its own, so the day's list in the team's calendar is what the desk does.
 */
export function shopFeed(lines: FeedLine[], context: FeedContext): string {
  const texts = feedTexts[context.language];
  const calendar = newCalendar(context, texts.shopCalendar(context.shopName));
  // Many lines share their dates: each period's text is written once.
  const periods = new Map<string, string>();
  const periodOf = (line: FeedLine) => {
    const key = `${line.dateFrom}/${line.dateTo}`;
    if (!periods.has(key)) periods.set(key, texts.period(formatDateRange(line, context.language)));
    return periods.get(key)!;
  };
  const { uidOf, link } = addressesOf(context);
  for (const line of lines) {
    const name = lineName(line.quantity, line.productName);
    const serials = serialsOf(line);
    const url = link(`/administrator-dashboard/orders/${line.orderId}`);
    const body = description([
      texts.order(line.orderReference),
      texts.customer(line.customerName, line.customerEmail),
      periodOf(line),
      serials ? texts.serialNumbers(serials) : null,
      url,
    ]);
    const common = { stamp: line.createdAt, description: body, url, transparency: ICalEventTransparency.TRANSPARENT };
    calendar.createEvent({
      ...common,
      id: uidOf(`pickup-${line.rentalId}`),
      ...allDay(line.dateFrom, line.dateFrom),
      summary: withState(texts.pickUp(name, line.customerName, line.orderReference), texts, pickUpNote(line.state)),
    });
    calendar.createEvent({
      ...common,
      id: uidOf(`return-${line.rentalId}`),
      ...allDay(line.dateTo, line.dateTo),
      summary: withState(texts.return(name, line.customerName, line.orderReference), texts, returnNote(line.state)),
    });
  }
  return written(calendar);
}
