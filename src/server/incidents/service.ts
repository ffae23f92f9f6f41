import { eq } from 'drizzle-orm';
import { localIsoDate } from '../../shared/calendar-date';
import { rentalStatus } from '../../shared/rental-status';
import type { Incident, NewIncident } from '../../shared/schemas/incident';
import type { Database } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { incidents, rentals } from '../db/schema/rentals';
import { conflict, notFound } from '../http/errors';

export const INCIDENT_EXISTS_MESSAGE = 'An incident for this rental request already exists!';

type Requester = { id: string; isAdmin: boolean };

export function createIncidentService(db: Database, today: () => string = () => localIsoDate()) {
  return {
    /** One incident per rental (a unique constraint), on the requester's own rental that is not completed. */
    async report(requester: Requester, rentalId: number, input: NewIncident): Promise<Incident> {
      const [rental] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
      if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw notFound('Rental not found');
      const [existing] = await db.select({ id: incidents.id }).from(incidents).where(eq(incidents.rentalId, rentalId));
      if (existing) throw conflict('INCIDENT_EXISTS', INCIDENT_EXISTS_MESSAGE);
      if (rentalStatus(rental, today()) === 'Completed') {
        throw conflict('RENTAL_COMPLETED', 'Incidents can only be reported while a rental is requested or in progress.');
      }
      try {
        const [created] = await db
          .insert(incidents)
          .values({ rentalId, userId: rental.userId, type: input.type, description: input.description })
          .returning();
        return { ...created!, createdAt: created!.createdAt.toISOString() };
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw conflict('INCIDENT_EXISTS', INCIDENT_EXISTS_MESSAGE);
        throw error;
      }
    },
  };
}

export type IncidentService = ReturnType<typeof createIncidentService>;
