import { z } from 'zod';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { isoDateSchema } from './dates';
import { idSchema, idParamSchema, textSchema } from './input';
import { counterChannels } from './payments';
import { rentalSchema, returnConditions } from './rental';

/*
 * The hand-over desk: units handed to the customer by scanning or typing their serial
 * numbers (check-out), taken back one by one with their condition (check-in), and the printable
 * labels those serial numbers are scanned from.
 */

/** A serial number as scanned or typed: one line, compared without regard to case. */
export const serialInputSchema = textSchema(120)
  .trim()
  .min(1, 'Scan or type a serial number.')
  .regex(/^[^\p{Cc}]+$/u, 'A serial number is one line of text.');

const eachOnce = (serials: string[]) => new Set(serials.map((serial) => serial.toLowerCase())).size === serials.length;

/** Most note a unit's condition takes: as an incident's description. */
export const RETURN_NOTE_MAX = 2000;

/**
 * POST /api/admin/rentals/{id}/check-out: the units handed over now, by serial number. A unit of
 * the rental's product that is free for its dates takes the place of one of the rental's units
 * not yet handed over. `depositChannel` is how the deposit due for these units is taken (the
 * shop's till unless said).
 */
export const checkOutSchema = z.strictObject({
  serials: z
    .array(serialInputSchema)
    .min(1, 'Scan at least one unit.')
    .max(RENTAL_MAX_QUANTITY, `At most ${RENTAL_MAX_QUANTITY} units at once.`)
    .refine(eachOnce, 'Each serial number once.'),
  depositChannel: z.enum(counterChannels).optional(),
});
export type CheckOut = z.infer<typeof checkOutSchema>;

export const checkInUnitSchema = z
  .strictObject({
    serial: serialInputSchema,
    condition: z.enum(returnConditions),
    note: textSchema(RETURN_NOTE_MAX).trim().optional(),
  })
  .refine((unit) => unit.condition === 'ok' || (unit.note ?? '').length > 0, {
    message: 'Say what is damaged or missing.',
    path: ['note'],
  });

/**
 * POST /api/admin/rentals/{id}/check-in: units taken back, each fine, damaged (out of service at
 * once, recorded on the rental's incident) or missing (the rental stays open). `feeChannel` is how
 * a late fee due for these units is collected (the shop's till unless said).
 */
export const checkInSchema = z.strictObject({
  units: z
    .array(checkInUnitSchema)
    .min(1, 'Check in at least one unit.')
    .max(RENTAL_MAX_QUANTITY, `At most ${RENTAL_MAX_QUANTITY} units at once.`)
    .refine((units) => eachOnce(units.map((unit) => unit.serial)), 'Each serial number once.'),
  feeChannel: z.enum(counterChannels).optional(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export type CheckInUnit = z.infer<typeof checkInUnitSchema>;

/** Most labels on one sheet request: a product's units, or a selection. */
export const LABELS_MAX = 1000;

const idListSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9})*$/, 'must be ids separated by commas, for example 4,7,9')
  .transform((list) => [...new Set(list.split(',').map(Number))])
  .pipe(z.array(idSchema).max(LABELS_MAX, `at most ${LABELS_MAX} units`));

/** GET /api/admin/labels: every unit of `productId`, or the units `itemIds` (one of the two). */
export const labelsQuerySchema = z
  .object({ productId: idParamSchema.optional(), itemIds: idListSchema.optional() })
  .refine((query) => (query.productId === undefined) !== (query.itemIds === undefined), {
    message: 'Give productId or itemIds, not both.',
    path: ['productId'],
  });
export type LabelsQuery = z.infer<typeof labelsQuerySchema>;

/** How many rentals each of the desk's lists carries; `total` says how many there are. */
export const DESK_LIST_LIMIT = 50;

const deskList = z.object({ total: z.number().int(), items: z.array(rentalSchema) });

/**
 * GET /api/admin/desk: the shop's day at the counter. Pick-ups: rentals starting today (or
 * earlier) with units not handed over yet, ending today or later. Returns: rentals ending today
 * with units out. Overdue: past their last day with units out, the longest late first.
 */
export const deskSchema = z.object({
  today: isoDateSchema,
  pickUps: deskList,
  returns: deskList,
  overdue: deskList,
});
export type Desk = z.infer<typeof deskSchema>;

/**
 * GET /api/admin/desk/search?q=: an order's reference (FH-2026-000123), a scanned or typed serial
 * number, or part of a customer's name or e-mail; rentals not cancelled and not over with units
 * still out, soonest first.
 */
export const deskSearchQuerySchema = z.object({ q: textSchema(100).trim().min(2, 'Type at least 2 characters.') });
export const deskSearchSchema = z.object({ items: z.array(rentalSchema) });

// The incident's units and photos are part of the incident (incident.ts, which rental.ts reads):
// named here too for the desk.
export { incidentPhotoSchema, incidentUnitSchema, type IncidentPhoto, type IncidentUnit } from './incident';
