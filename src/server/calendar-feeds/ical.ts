import ical, { type ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { formatDateRange, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import type { RentalState } from '../../shared/rental-rules';
import { allDayEvent } from './all-day-event';
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
 * The calendar as ical-generator writes it with `events` inside (all-day-event.ts writes them),
 * folded by fold.ts (the library's own folding is far too slow for a shop's feed); the calendar's
 * properties come first, as RFC 5545 orders them (ical-generator writes X- properties after the
 * events).
 */
function written(calendar: ICalCalendar, events: string[]): string {
  const shell = unfoldLines(calendar.toString());
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
  const events = lines.map((line) => {
    const serials = serialsOf(line);
    const url = link(`/account/rental-requests/${line.rentalId}`);
    return allDayEvent({
      uid: uidOf(`rental-${line.rentalId}`),
      first: line.dateFrom,
      last: line.dateTo,
      stamp: line.createdAt,
      summary: withState(texts.rental(lineName(line.quantity, line.productName)), texts, line.state),
      description: description([texts.order(line.orderReference), serials ? texts.serialNumbers(serials) : null, url]),
      url,
    });
  });
  return written(calendar, events);
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
  const events = lines.flatMap((line) => {
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
    const common = { stamp: line.createdAt, description: body, url };
    return [
      allDayEvent({
        ...common,
        uid: uidOf(`pickup-${line.rentalId}`),
        first: line.dateFrom,
        last: line.dateFrom,
        summary: withState(texts.pickUp(name, line.customerName, line.orderReference), texts, pickUpNote(line.state)),
      }),
      allDayEvent({
        ...common,
        uid: uidOf(`return-${line.rentalId}`),
        first: line.dateTo,
        last: line.dateTo,
        summary: withState(texts.return(name, line.customerName, line.orderReference), texts, returnNote(line.state)),
      }),
    ];
  });
  return written(calendar, events);
}
