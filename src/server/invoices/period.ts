import { z } from 'zod';
import { addDays, daysBetween, type IsoDate, monthOf } from '../../shared/calendar-date';
import { isoDateSchema } from '../../shared/schemas/dates';
import { InvalidInputError } from '../domain-errors';

/*
 * The period the accountant's list and exports cover: the shop's dates, both ends
 * included. A missing end is taken from the month of the other one, or this month.
 */

/** At most a (leap) year at once: what an accountant asks for, and what one request should render. */
export const MAX_PERIOD_DAYS = 366;

export const periodQuerySchema = z.object({
  from: isoDateSchema
    .optional()
    .meta({ description: "First day (YYYY-MM-DD); the first of `to`'s month, or of this month, if left out." }),
  to: isoDateSchema
    .optional()
    .meta({ description: "Last day, included; the last of `from`'s month, or of this month, if left out." }),
});
export type PeriodQuery = z.infer<typeof periodQuerySchema>;

export type Period = { from: IsoDate; to: IsoDate };

const firstOfMonth = (date: IsoDate) => `${monthOf(date)}-01` as IsoDate;
const lastOfMonth = (date: IsoDate) => addDays(firstOfMonth(addDays(firstOfMonth(date), 31)), -1);

/** The period asked for, `today` being the shop's date; refuses one backwards or longer than a year. */
export function resolvePeriod(query: PeriodQuery, today: IsoDate): Period {
  const from = query.from ?? firstOfMonth(query.to ?? today);
  const to = query.to ?? lastOfMonth(query.from ?? today);
  if (from > to) throw new InvalidInputError('BAD_PERIOD', `The period ends (${to}) before it starts (${from}).`, 'to');
  const days = daysBetween(from, to) + 1;
  if (days > MAX_PERIOD_DAYS) {
    throw new InvalidInputError(
      'BAD_PERIOD',
      `The period is ${days} days long; ask for at most ${MAX_PERIOD_DAYS} days at once.`,
      'to',
    );
  }
  return { from, to };
}
