import { z } from 'zod';
import { moneySchema } from './catalog';
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

/** What the desk found on a unit at check-in, as the rental's incident shows it. */
export const incidentUnitSchema = z.object({
  itemId: z.number().int(),
  serialNumber: z.string(),
  condition: z.enum(['damaged', 'missing']),
  note: z.string(),
  recordedAt: z.string(),
});
export type IncidentUnit = z.infer<typeof incidentUnitSchema>;

/** A photo of an incident: its picture's address, and which unit it shows when one was chosen. */
export const incidentPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  itemId: z.number().int().nullable(),
  createdAt: z.string(),
});
export type IncidentPhoto = z.infer<typeof incidentPhotoSchema>;

/** Most photos one incident keeps. */
export const INCIDENT_PHOTOS_MAX = 20;

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
  /** The units the hand-over desk found damaged or missing on the rental, oldest first. */
  units: z.array(incidentUnitSchema),
  /** Its photos, oldest first. */
  photos: z.array(incidentPhotoSchema),
});
export type Incident = z.infer<typeof incidentSchema>;

/** An incident in the administrator's list: whose rental, who reported it, and on which product's rental. */
export const adminIncidentSchema = incidentSchema.extend({
  userName: z.string(),
  userEmail: z.string(),
  /** The administrator who reported it when `byShop` (null once their account is gone); else the customer's name. */
  reporterName: z.string().nullable(),
  productName: z.string(),
  /**
   * What the customer paid for the damage waiver on the rental (docs/pricing.md); null when they
   * did not take it. The shop's terms say what it covers.
   */
  damageWaiver: moneySchema.nullable(),
});
export type AdminIncident = z.infer<typeof adminIncidentSchema>;

export const incidentStatusUpdateSchema = z.strictObject({ status: z.enum(incidentStatuses) });

export const adminIncidentListQuerySchema = pageQuerySchema.extend({
  status: z.enum(incidentStatuses).optional(),
  /** Contains, in the customer's name or e-mail or the description. */
  q: listSearchSchema,
});
export type AdminIncidentListQuery = z.infer<typeof adminIncidentListQuerySchema>;
