import { z } from 'zod';
import { INCIDENT_DESCRIPTION_MAX } from '../limits';
import { textSchema } from './input';
import { listSearchSchema, pageQuerySchema } from './paging';

export const incidentTypes = ['Payment', 'ProductNotReceived', 'ProductLost', 'ProductDamaged', 'Other'] as const;
export const incidentStatuses = ['Open', 'Closed'] as const;
export type IncidentStatus = (typeof incidentStatuses)[number];

export const newIncidentSchema = z.strictObject({
  type: z.enum(incidentTypes),
  description: textSchema(INCIDENT_DESCRIPTION_MAX).trim().min(1, 'describe what happened'),
});
export type NewIncident = z.infer<typeof newIncidentSchema>;

export const incidentSchema = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  userId: z.string(),
  type: z.enum(incidentTypes),
  description: z.string(),
  status: z.enum(incidentStatuses),
  /** Reported by an administrator on the customer's rental rather than by the customer (decision 035). */
  byShop: z.boolean(),
  createdAt: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;

/** An incident in the administrator's list: whose rental, who reported it, and on which product's rental. */
export const adminIncidentSchema = incidentSchema.extend({
  userName: z.string(),
  userEmail: z.string(),
  /** The administrator who reported it when `byShop` (null once their account is gone); else the customer's name. */
  reporterName: z.string().nullable(),
  productName: z.string(),
});
export type AdminIncident = z.infer<typeof adminIncidentSchema>;

export const incidentStatusUpdateSchema = z.strictObject({ status: z.enum(incidentStatuses) });

export const adminIncidentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(incidentStatuses).optional(),
  /** Contains, in the customer's name or e-mail or the description. */
  q: listSearchSchema,
});
export type AdminIncidentListQuery = z.infer<typeof adminIncidentListQuerySchema>;
