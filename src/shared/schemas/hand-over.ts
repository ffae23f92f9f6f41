import { z } from 'zod';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { itemServiceInputSchema } from './catalog-admin';
import { MONEY_INPUT_PATTERN, toCents } from '../money';
import { moneySchema } from './catalog';
import { isoDateSchema } from './dates';
import { idSchema, idParamSchema, MAX_ID, singleLineTextSchema, textSchema } from './input';
import { amountInputSchema, counterChannels, payLaterNoteSchema, REASON_MAX } from './payments';
import { closedDayChoices, closedDayKinds } from './closed-days';
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

/** Why the customer takes the units without paying what the order still owes: one line, as the order page shows it. */
export const payLaterSchema = z.strictObject({
  reason: singleLineTextSchema(REASON_MAX).trim().min(1, 'must say why the customer pays later'),
});

/**
 * The money the order still owes, taken in the hand-over's step: at the till or on the card
 * terminal, all that is due unless `amount` says less (the rest then needs `payLater`) or more.
 */
export const handOverPaymentSchema = z.strictObject({
  channel: z.enum(counterChannels),
  amount: amountInputSchema.optional(),
});

/**
 * POST /api/admin/rentals/{id}/check-out: the units handed over now, by serial number. A unit of
 * the rental's product that is free for its dates takes the place of one of the rental's units
 * not yet handed over. `depositChannel` is how the deposit due for these units is taken (the
 * payment's channel, else the shop's till, unless said). With money due on the order, `payment`
 * takes it, or `payLater` says why the customer pays later.
 */
export const checkOutSchema = z.strictObject({
  serials: z
    .array(serialInputSchema)
    .min(1, 'Scan at least one unit.')
    .max(RENTAL_MAX_QUANTITY, `At most ${RENTAL_MAX_QUANTITY} units at once.`)
    .refine(eachOnce, 'Each serial number once.'),
  depositChannel: z.enum(counterChannels).optional(),
  payment: handOverPaymentSchema.optional(),
  payLater: payLaterSchema.optional(),
});
export type CheckOut = z.infer<typeof checkOutSchema>;

export const checkInUnitSchema = z
  .strictObject({
    serial: serialInputSchema,
    condition: z.enum(returnConditions),
    note: textSchema(RETURN_NOTE_MAX).trim().optional(),
    /**
     * The unit's service, done as it came back (decision 094): recorded as
     * POST /api/admin/items/{id}/services records it, by the member of staff checking it in.
     */
    service: itemServiceInputSchema.optional(),
  })
  .refine((unit) => unit.condition === 'ok' || (unit.note ?? '').length > 0, {
    message: 'Say what is damaged or missing.',
    path: ['note'],
  })
  .refine((unit) => unit.condition !== 'missing' || unit.service === undefined, {
    message: 'A missing unit is not serviced: it is not back.',
    path: ['service'],
  });

/** An amount typed at the counter that may be nothing: "0" waives a fee. */
const amountOrNothingSchema = z
  .string()
  .regex(MONEY_INPUT_PATTERN, 'must be an amount in euros with at most two decimals')
  .refine((value) => !MONEY_INPUT_PATTERN.test(value) || toCents(value) <= MAX_ID, 'is larger than the shop accepts');

/** The late fee charged less than computed (0 waives it), and why: the audit log keeps both. */
export const lateFeeReductionSchema = z.strictObject({
  amount: amountOrNothingSchema,
  reason: singleLineTextSchema(REASON_MAX).trim().min(1, 'must say why the late fee is reduced'),
});
export type LateFeeReduction = z.infer<typeof lateFeeReductionSchema>;

/**
 * POST /api/admin/rentals/{id}/check-in: units taken back, each fine, damaged (out of service at
 * once, recorded on the rental's incident) or missing (the rental stays open), and serviced or not.
 * `feeChannel` is how a late fee due for these units is collected (the shop's till unless said);
 * `lateFee` charges less than the fee computed, with a reason.
 */
export const checkInSchema = z.strictObject({
  units: z
    .array(checkInUnitSchema)
    .min(1, 'Check in at least one unit.')
    .max(RENTAL_MAX_QUANTITY, `At most ${RENTAL_MAX_QUANTITY} units at once.`)
    .refine((units) => eachOnce(units.map((unit) => unit.serial)), 'Each serial number once.'),
  feeChannel: z.enum(counterChannels).optional(),
  lateFee: lateFeeReductionSchema.optional(),
});
export type CheckIn = z.infer<typeof checkInSchema>;
export type CheckInUnit = z.infer<typeof checkInUnitSchema>;

/** The desk's two steps a scanned serial is checked for. */
export const deskSteps = ['check-out', 'check-in'] as const;
export type DeskStep = (typeof deskSteps)[number];

/** GET /api/admin/desk/rentals/{id}/scan: a serial as scanned or typed, and the step it is scanned at. */
export const scanQuerySchema = z.object({
  serial: serialInputSchema,
  for: z.enum(deskSteps),
});

/**
 * What a scanned serial is to the rental at that step, as the check-out or check-in would find it
 * now: `ok` (a swap-in spare at check-out: `swap`), or `refused` with the code and English message
 * that step refuses it with. `unit`: the unit that has the serial, when one has.
 */
export const scanSchema = z.object({
  serial: z.string(),
  verdict: z.enum(['ok', 'refused']),
  code: z.string().optional(),
  message: z.string().optional(),
  unit: z.object({ id: z.number().int(), serialNumber: z.string(), productName: z.string() }).optional(),
  swap: z.boolean().optional(),
});
export type Scan = z.infer<typeof scanSchema>;

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

/**
 * A pick-up or return of the rental on a day the shop is closed, which staff kept when they closed
 * it (`keep`: the desk is open for it) or told the customer about and the customer did not move
 * (`notify`), decision 102. Only while it is still to happen: a pick-up while a unit waits, a
 * return while a unit is not back.
 */
export const deskClosedDaySchema = z.object({
  date: isoDateSchema,
  kind: z.enum(closedDayKinds),
  choice: z.enum(closedDayChoices),
});
export type DeskClosedDay = z.infer<typeof deskClosedDaySchema>;

/** What a rental on the desk's lists adds for its card: its pick-up or return on a closed day, if any (first first). */
const closedDaysField = { closedDays: z.array(deskClosedDaySchema) };

/** A rental on the desk's returns and overdue lists. */
export const deskListRentalSchema = rentalSchema.extend(closedDaysField);
export type DeskListRental = z.infer<typeof deskListRentalSchema>;

const deskList = z.object({ total: z.number().int(), items: z.array(deskListRentalSchema) });

/**
 * A rental as the desk hands it over: with what its order owes at the counter now (`balanceDue`,
 * the order's one balance; "0.00" for an order paid on invoice, owed by its terms, and negative
 * when the shop owes money back), the deposit its units still in the shop ask (`depositDue`, per
 * kit for a kit, as booked; "0.00" when the shop takes no deposits), its units per kit (1 for a
 * product of its own), and the order's last "customer pays later" note.
 */
export const deskRentalSchema = rentalSchema.extend({
  balanceDue: z.string().regex(/^-?\d+\.\d{2}$/),
  depositDue: moneySchema,
  unitsPerKit: z.number().int().min(1),
  payLater: payLaterNoteSchema.nullable(),
});
export type DeskRental = z.infer<typeof deskRentalSchema>;

/** A pick-up on the desk's list, or a rental its search found: with what it takes at the counter, and its closed days. */
export const deskPickUpSchema = deskRentalSchema.extend(closedDaysField);
export type DeskPickUp = z.infer<typeof deskPickUpSchema>;

/**
 * GET /api/admin/desk: the shop's day at the counter. Pick-ups: rentals starting today (or
 * earlier) with units not handed over yet, ending today or later. Returns: rentals ending today
 * with units out. Overdue: past their last day with units out, the longest late first.
 */
export const deskSchema = z.object({
  today: isoDateSchema,
  pickUps: z.object({ total: z.number().int(), items: z.array(deskPickUpSchema) }),
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
export const deskSearchSchema = z.object({ items: z.array(deskPickUpSchema) });

// The incident's units and photos are part of the incident (incident.ts, which rental.ts reads):
// named here too for the desk.
export { incidentPhotoSchema, incidentUnitSchema, type IncidentPhoto, type IncidentUnit } from './incident';
