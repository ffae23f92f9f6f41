import ICAL from 'ical.js';

/** One event of a feed as a real iCalendar parser (ical.js) reads it. */
export type ParsedEvent = {
  uid: string;
  summary: string;
  description: string;
  /** DTSTART and DTEND as calendar dates; `allDay` when both are VALUE=DATE. */
  start: string;
  end: string;
  allDay: boolean;
};

/** A feed read by ical.js, as a calendar app would: its name, time zone and events. */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events: ParsedEvent[] = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      start: event.startDate.toString(),
      end: event.endDate.toString(),
      allDay: event.startDate.isDate && event.endDate.isDate,
    };
  });
  return {
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    timeZone: String(calendar.getFirstPropertyValue('x-wr-timezone')),
    events,
  };
}
