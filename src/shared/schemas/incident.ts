import { z } from 'zod';
import { INCIDENT_DESCRIPTION_MAX } from '../limits';
import { textSchema } from './input';

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
  createdAt: z.string(),
});
export type Incident = z.infer<typeof incidentSchema>;
