import { z } from 'zod';
import { isoDateSchema } from './dates';
import { incidentTypes } from './incident';
import { idSchema } from './input';

/** How many rows each of the dashboard home's lists carries; `total` says how many there are. */
export const OVERVIEW_LIST_LIMIT = 10;

const unitSchema = z.object({ id: z.number().int(), serialNumber: z.string() });

/** A rental as the home lists it: who, what, when, and which units. */
export const overviewRentalSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  items: z.array(unitSchema),
});
export type OverviewRental = z.infer<typeof overviewRentalSchema>;

/** A current or future rental holding a unit that is out of service. */
export const flaggedRentalSchema = overviewRentalSchema.extend({ brokenItems: z.array(unitSchema) });
export type FlaggedRental = z.infer<typeof flaggedRentalSchema>;

export const overviewIncidentSchema = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  type: z.enum(incidentTypes),
  userName: z.string(),
  productName: z.string(),
  createdAt: z.string(),
});

export const outOfServiceUnitSchema = unitSchema.extend({ productId: z.number().int(), productName: z.string() });

/** At most OVERVIEW_LIST_LIMIT rows, and how many there are in all. */
const bounded = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), items: z.array(row) });

export const adminOverviewSchema = z.object({
  /** The shop's today, which "today" and "tomorrow" below are counted from. */
  today: isoDateSchema,
  handOut: z.object({ today: bounded(overviewRentalSchema), tomorrow: bounded(overviewRentalSchema) }),
  takeBack: z.object({ today: bounded(overviewRentalSchema), tomorrow: bounded(overviewRentalSchema) }),
  needsReplacement: bounded(flaggedRentalSchema),
  openIncidents: bounded(overviewIncidentSchema),
  outOfService: bounded(outOfServiceUnitSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Swap this unit (out of service) on the rental for a free working one. */
export const unitSwapSchema = z.strictObject({ itemId: idSchema });
export type UnitSwap = z.infer<typeof unitSwapSchema>;
