import { z } from 'zod';

export const incidentTypes = ['Payment', 'ProductNotReceived', 'ProductLost', 'ProductDamaged', 'Other'] as const;
export const incidentStatuses = ['Open', 'Closed'] as const;
export const INCIDENT_DESCRIPTION_MAX = 2000;

export const newIncidentSchema = z.object({
  type: z.enum(incidentTypes),
  description: z.string().trim().min(1, 'describe what happened').max(INCIDENT_DESCRIPTION_MAX),
});
export type NewIncident = z.infer<typeof newIncidentSchema>;

export const incidentSchema = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  userId: z.string(),
  type: z.enum(incidentTypes),
  description: z.string(),
  status: z.enum(incidentStatuses),
  createdAt: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;
