import { and, desc, eq, type SQL } from 'drizzle-orm';
import { mayReportIncident } from '../../shared/rental-rules';
import type { Incident, NewIncident } from '../../shared/schemas/incident';
import type { Database } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { incidents, rentals } from '../db/schema/rentals';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { Requester } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';

export const INCIDENT_EXISTS_MESSAGE = 'An incident for this rental request already exists!';

const incidentExists = () => new ConflictError('INCIDENT_EXISTS', INCIDENT_EXISTS_MESSAGE);

type IncidentRow = typeof incidents.$inferSelect;

const toIncident = (row: IncidentRow): Incident => ({ ...row, createdAt: row.createdAt.toISOString() });

export function createIncidentService(db: Database, calendar: ShopCalendar) {
  const select = async (where: SQL | undefined) =>
    (await db.select().from(incidents).where(where).orderBy(desc(incidents.createdAt), desc(incidents.id))).map(toIncident);

  return {
    /** The user's incidents, newest first. */
    listForUser: (userId: string) => select(eq(incidents.userId, userId)),

    /** The user's own incident; someone else's answers as a missing one does. */
    async getForUser(userId: string, incidentId: number): Promise<Incident> {
      const [incident] = await select(and(eq(incidents.userId, userId), eq(incidents.id, incidentId)));
      if (!incident) throw new NotFoundError('Incident');
      return incident;
    },

    /** One incident per rental (a unique constraint), on the requester's own rental that is not completed. */
    async report(requester: Requester, rentalId: number, input: NewIncident): Promise<Incident> {
      const [rental] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
      if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Rental');
      const [existing] = await db.select({ id: incidents.id }).from(incidents).where(eq(incidents.rentalId, rentalId));
      if (existing) throw incidentExists();
      if (!mayReportIncident({ ...rental, incident: null }, calendar.today())) {
        throw new ConflictError('RENTAL_COMPLETED', 'Incidents can only be reported while a rental is requested or in progress.');
      }
      try {
        const [created] = await db
          .insert(incidents)
          .values({ rentalId, userId: rental.userId, type: input.type, description: input.description })
          .returning();
        return toIncident(created!);
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw incidentExists();
        throw error;
      }
    },
  };
}

export type IncidentService = ReturnType<typeof createIncidentService>;
