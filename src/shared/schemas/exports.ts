import { z } from 'zod';
import { isoDateSchema } from './dates';

/** The CSV exports an administrator downloads (decision 054), each at /api/admin/exports/<name>.csv. */
export const exportNames = ['rentals', 'orders', 'units', 'customers'] as const;
export type ExportName = (typeof exportNames)[number];

/** The exports a period narrows: rentals by their dates, orders by the day they were placed. */
export const periodExports: readonly ExportName[] = ['rentals', 'orders'];

/** An optional period, both ends included; without it, the whole history. */
export const exportQuerySchema = z
  .strictObject({
    from: isoDateSchema
      .optional()
      .meta({ description: 'First day (YYYY-MM-DD), included; from the beginning if left out.' }),
    to: isoDateSchema.optional().meta({ description: 'Last day (YYYY-MM-DD), included; up to now if left out.' }),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type ExportQuery = z.infer<typeof exportQuerySchema>;

/** The query without a period: units and customers. */
export const noQuerySchema = z.strictObject({});
