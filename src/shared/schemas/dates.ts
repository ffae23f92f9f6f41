import { z } from 'zod';
import { FIRST_YEAR, LAST_YEAR, parseIsoDate } from '../calendar-date';

/**
 * A calendar date on the wire, checked by the one parser. In the OpenAPI document it is
 * `format: date`, which the web's generated types read as IsoDate.
 */
export const isoDateSchema = z
  .templateLiteral([z.number(), '-', z.number(), '-', z.number()])
  .refine((value) => parseIsoDate(value) !== null, {
    message: `must be a calendar date written YYYY-MM-DD, between ${FIRST_YEAR} and ${LAST_YEAR}`,
  })
  .meta({ format: 'date', pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

/** A range on the wire: `dateFrom` and `dateTo`, both included, the first not after the second. */
export const dateRangeSchema = z
  .object({ dateFrom: isoDateSchema, dateTo: isoDateSchema })
  .refine((range) => range.dateFrom <= range.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
