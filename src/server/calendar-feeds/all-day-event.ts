import { addDays, type IsoDate } from '../../shared/calendar-date';

/**
 * One all-day event of the feeds, as iCalendar text: what ical-generator 10 writes for the
 * fields the feeds set, byte for byte (all-day-event.test.ts holds the two equal), written
 * directly. Through the library, a customer's 500 rentals took a third of their feed's server CPU
 * (each event an object checked field by field, then written by its general `toString`); the
 * library still writes the calendar around them (ical.ts). Lines are folded afterwards (fold.ts).
 */
export type AllDayEvent = {
  /** The UID, the same for the same rental line in every feed. */
  uid: string;
  /** When it was booked: DTSTAMP, in UTC. */
  stamp: Date;
  first: IsoDate;
  /** The last day: DTEND is the day after it (RFC 5545's exclusive end). */
  last: IsoDate;
  summary: string;
  description: string;
  url: string;
};

/** A TEXT value escaped as RFC 5545 section 3.3.11 says, as ical-generator escapes one. */
const escaped = (text: string) => text.replace(/[\\;,]/g, (match) => `\\${match}`).replace(/\r\n|\r|\n/g, '\\n');

const date = (day: IsoDate) => day.replaceAll('-', '');

/** 2030-03-01T10:00:00.000Z as 20300301T100000Z. */
const utcStamp = (stamp: Date) => `${stamp.toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;

export function allDayEvent(event: AllDayEvent): string {
  return (
    'BEGIN:VEVENT\r\n' +
    `UID:${event.uid}\r\n` +
    'SEQUENCE:0\r\n' +
    `DTSTAMP:${utcStamp(event.stamp)}\r\n` +
    `DTSTART;VALUE=DATE:${date(event.first)}\r\n` +
    `DTEND;VALUE=DATE:${date(addDays(event.last, 1))}\r\n` +
    'X-MICROSOFT-CDO-ALLDAYEVENT:TRUE\r\n' +
    'X-MICROSOFT-MSNCALENDAR-ALLDAYEVENT:TRUE\r\n' +
    `SUMMARY:${escaped(event.summary)}\r\n` +
    // A rental never keeps the day busy: it is a reminder, not a meeting.
    'TRANSP:TRANSPARENT\r\n' +
    `DESCRIPTION:${escaped(event.description)}\r\n` +
    `URL;VALUE=URI:${escaped(event.url)}\r\n` +
    'END:VEVENT\r\n'
  );
}
