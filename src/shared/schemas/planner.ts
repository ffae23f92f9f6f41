import { z } from 'zod';
import { isoDateSchema } from './dates';
import { idParamSchema } from './input';
import { listSearchSchema } from './paging';

/*
 * The planner (issue 47): the shop's units as rows, days as columns, and what keeps each unit
 * busy as bars. Read in pages of units, in product then serial-number order.
 */

/** At most three months and a little at once: the widest view the dashboard offers. */
export const PLANNER_MAX_DAYS = 93;
export const PLANNER_PAGE_MAX = 200;

export const plannerBarKinds = [
  /** A booked rental's days. */
  'rental',
  /** A quote's units held until it is accepted or ends (decision 090). */
  'hold',
  /** The product's buffer after a rental: the unit is kept back. */
  'buffer',
  /** A unit still out after its rental's last day, up to today. */
  'overdue',
  /** The unit is out of service (damaged, retired): the whole view. */
  'out_of_service',
  /** The unit is out of service until its due service is recorded (decision 094): the whole view. */
  'maintenance',
] as const;
export type PlannerBarKind = (typeof plannerBarKinds)[number];

export const plannerQuerySchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  productId: idParamSchema.optional(),
  categoryId: idParamSchema.optional(),
  /** Contains, in the product's name or the unit's serial number. */
  q: listSearchSchema,
  limit: z.coerce.number().int().min(1).max(PLANNER_PAGE_MAX).default(50),
  /** The `next` of the page before. */
  after: z.string().max(400).optional(),
});
export type PlannerQuery = z.infer<typeof plannerQuerySchema>;

export const plannerBarSchema = z.object({
  kind: z.enum(plannerBarKinds),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** A rental's, hold's, buffer's or overdue stretch's rental, order and customer. */
  rentalId: z.number().int().optional(),
  orderId: z.number().int().optional(),
  orderReference: z.string().optional(),
  customer: z.string().optional(),
  /** The unit was handed over on it. */
  handedOver: z.boolean().optional(),
});
export type PlannerBar = z.infer<typeof plannerBarSchema>;

export const plannerSchema = z.object({
  from: isoDateSchema,
  to: isoDateSchema,
  /** The shop's closed days in the view (opening days and closed dates). */
  closedDays: z.array(isoDateSchema),
  units: z.array(
    z.object({
      id: z.number().int(),
      serialNumber: z.string(),
      productId: z.number().int(),
      productName: z.string(),
      status: z.enum(['Operational', 'NonOperational']),
      serviceDue: z.boolean(),
      bars: z.array(plannerBarSchema),
    }),
  ),
  next: z.string().nullable(),
});
export type Planner = z.infer<typeof plannerSchema>;
