import { z } from 'zod';
import { isoDateSchema } from './dates';

/*
 * The counter's pick list (issue 48): the units to take off the shelves for one day's pick-ups,
 * in shelf order. The shop records no shelf or location for a unit, so shelf order is the
 * product's category, then the product, then the serial number (by their English names, the
 * records' identity: the order does not change with the language read in).
 */

/** GET /api/admin/desk/pick-list?date=: the day, the shop's tomorrow when not given. */
export const pickListQuerySchema = z.object({ date: isoDateSchema.optional() });

/** Most units one pick list answers; `total` says how many there are. */
export const PICK_LIST_LIMIT = 1000;

export const pickListUnitSchema = z.object({
  itemId: z.number().int(),
  serialNumber: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  categoryName: z.string(),
  /** The kit the unit is a part of on this rental (its parts are listed one unit at a time); null for a product rented on its own. */
  kitName: z.string().nullable(),
  rentalId: z.number().int(),
  orderId: z.number().int(),
  orderReference: z.string(),
  customerName: z.string(),
  /** The unit is still with a customer of an earlier rental (out, not back yet): check it comes back in time or swap it. */
  stillOut: z.boolean(),
});
export type PickListUnit = z.infer<typeof pickListUnitSchema>;

export const pickListSchema = z.object({
  date: isoDateSchema,
  /** Why the shop is closed on `date` (a weekday it does not open, a closed date), or null when it opens. */
  closed: z.enum(['weekday', 'closedDate']).nullable(),
  /** The rentals picked up that day with a unit still to prepare. */
  rentals: z.number().int(),
  /** How many units there are to prepare; `units` holds at most PICK_LIST_LIMIT of them. */
  total: z.number().int(),
  units: z.array(pickListUnitSchema),
});
export type PickList = z.infer<typeof pickListSchema>;
