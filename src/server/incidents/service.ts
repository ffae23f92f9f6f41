import { and, eq, ilike, lt, or } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { mayReportIncident } from '../../shared/rental-rules';
import {
  type AdminIncident,
  type AdminIncidentListQuery,
  type Incident,
  INCIDENT_PHOTOS_MAX,
  type IncidentStatus,
  type NewIncident,
} from '../../shared/schemas/incident';
import type { Page } from '../../shared/schemas/paging';
import { type Actor, recordAudit } from '../audit';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { user } from '../db/schema/auth';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { incidents, rentalItems, rentals } from '../db/schema/rentals';
import { incidentPhotos } from './schema';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { Requester } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';
import { type DeskFinding, recordDeskFindings } from './desk-findings';
import { getAnyIncident, selectAdminIncidents, selectIncidents, toIncident } from './incident-rows';

export const INCIDENT_EXISTS_MESSAGE = 'An incident for this rental request already exists!';

const incidentExists = () => new ConflictError('INCIDENT_EXISTS', INCIDENT_EXISTS_MESSAGE);

/** What the service tells the rest of the shop, inside the change's transaction (domain events). */
export type IncidentEvents = {
  statusChanged: (incidentId: number, tx: Executor) => Promise<void>;
  reported: (incident: { incidentId: number; rentalId: number }, tx: Executor) => Promise<void>;
};

/**
 * One incident per rental (a unique constraint), on a rental that is not completed: the
 * requester's own, or, for an administrator, anyone's. An administrator's report on another
 * customer's rental is the shop's (`byShop`): recorded as theirs, written to the audit log,
 * and it does not stop the customer from cancelling (decision 035).
 */
async function reportIncident(
  db: Database,
  calendar: ShopCalendar,
  events: IncidentEvents,
  requester: Requester,
  rentalId: number,
  input: NewIncident,
): Promise<Incident> {
  const [rental] = await db.select().from(rentals).where(eq(rentals.id, rentalId));
  if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Rental');
  if (rental.cancelledAt) throw new ConflictError('RENTAL_CANCELLED', 'This rental was cancelled.');
  const [existing] = await db.select({ id: incidents.id }).from(incidents).where(eq(incidents.rentalId, rentalId));
  if (existing) throw incidentExists();
  if (!mayReportIncident({ ...rental, incident: null }, calendar.today())) {
    throw new ConflictError(
      'RENTAL_COMPLETED',
      'Incidents can only be reported while a rental is requested or in progress.',
    );
  }
  const byShop = rental.userId !== requester.id;
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(incidents)
        .values({
          rentalId,
          userId: rental.userId,
          reportedBy: requester.id,
          byShop,
          type: input.type,
          description: input.description,
        })
        .returning();
      await events.reported({ incidentId: row!.id, rentalId }, tx);
      // Logged whenever an administrator reports, on their own rental too (as their deletes are, decision 020).
      if (requester.isAdmin) {
        await recordAudit(tx, {
          actor: requester,
          action: 'create',
          entity: 'incident',
          entityId: row!.id,
          after: await getAnyIncident(tx, row!.id),
        });
      }
      return row!;
    });
    const { reportedBy: _reportedBy, ...row } = created;
    return toIncident({ ...row, units: [], photos: [] });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw incidentExists();
    throw error;
  }
}

export function createIncidentService(db: Database, calendar: ShopCalendar, events: IncidentEvents) {
  return {
    /** Every incident, one page at a time, for administrators. */
    async listPage(query: AdminIncidentListQuery): Promise<Page<AdminIncident>> {
      const after = idCursor(query.after);
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        after === undefined ? undefined : lt(incidents.id, after),
        query.status ? eq(incidents.status, query.status) : undefined,
        pattern
          ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(incidents.description, pattern))
          : undefined,
      );
      return toPage(await selectAdminIncidents(db, where, query.limit + 1), query.limit, (row) => String(row.id));
    },

    getAny: (incidentId: number) => getAnyIncident(db, incidentId),

    /**
     * An administrator opens or closes an incident (SPEC section 4). A change of status is told
     * to the customer: the mail job is added in the same transaction as the change.
     */
    async setStatus(actor: Actor, incidentId: number, status: IncidentStatus): Promise<AdminIncident> {
      await db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: incidents.status })
          .from(incidents)
          .where(eq(incidents.id, incidentId))
          .for('update');
        if (!current) throw new NotFoundError('Incident');
        if (current.status === status) return;
        const before = await getAnyIncident(tx, incidentId);
        await tx.update(incidents).set({ status }).where(eq(incidents.id, incidentId));
        await recordAudit(tx, {
          actor,
          action: 'status',
          entity: 'incident',
          entityId: incidentId,
          before,
          after: { ...before, status },
        });
        await events.statusChanged(incidentId, tx);
      });
      return getAnyIncident(db, incidentId);
    },

    /** For the status mail: the incident as it is now, in the mail's language, or null once it is gone. */
    async findForMail(incidentId: number, language: Language) {
      const [incident] = await selectAdminIncidents(db, eq(incidents.id, incidentId), 1, language);
      return incident ?? null;
    },

    /** The user's incidents, newest first. */
    listForUser: (userId: string) => selectIncidents(db, eq(incidents.userId, userId)),

    /** The user's own incident; someone else's answers as a missing one does. */
    async getForUser(userId: string, incidentId: number): Promise<Incident> {
      const [incident] = await selectIncidents(db, and(eq(incidents.userId, userId), eq(incidents.id, incidentId)));
      if (!incident) throw new NotFoundError('Incident');
      return incident;
    },

    report: (requester: Requester, rentalId: number, input: NewIncident) =>
      reportIncident(db, calendar, events, requester, rentalId, input),

    /** What the hand-over desk found at check-in, inside the check-in's transaction (desk-findings.ts). */
    recordAtDesk: (tx: Executor, actor: Actor, rental: { id: number; userId: string }, findings: DeskFinding[]) =>
      recordDeskFindings(tx, events, actor, rental, findings),

    /**
     * A photo stored under `imageKey` added to an incident, showing the unit `itemId` when given
     * (one of the rental's units, else 409 UNIT_NOT_ON_RENTAL); at most INCIDENT_PHOTOS_MAX.
     */
    async addPhoto(actor: Actor, incidentId: number, imageKey: string, itemId?: number): Promise<AdminIncident> {
      await db.transaction(async (tx) => {
        const [incident] = await tx
          .select({ id: incidents.id, rentalId: incidents.rentalId })
          .from(incidents)
          .where(eq(incidents.id, incidentId))
          .for('update');
        if (!incident) throw new NotFoundError('Incident');
        if (itemId !== undefined) {
          const [unit] = await tx
            .select({ itemId: rentalItems.itemId })
            .from(rentalItems)
            .where(and(eq(rentalItems.rentalId, incident.rentalId), eq(rentalItems.itemId, itemId)));
          if (!unit) throw new ConflictError('UNIT_NOT_ON_RENTAL', "This unit is not on the incident's rental.");
        }
        const before = await getAnyIncident(tx, incidentId);
        if (before.photos.length >= INCIDENT_PHOTOS_MAX) {
          throw new ConflictError('TOO_MANY_PHOTOS', `An incident keeps at most ${INCIDENT_PHOTOS_MAX} photos.`);
        }
        await tx.insert(incidentPhotos).values({ incidentId, itemId: itemId ?? null, imageKey, uploadedBy: actor.id });
        const snapshot = (photos: number) => ({ productName: before.productName, userName: before.userName, photos });
        await recordAudit(tx, {
          actor,
          action: 'image',
          entity: 'incident',
          entityId: incidentId,
          before: snapshot(before.photos.length),
          after: snapshot(before.photos.length + 1),
        });
      });
      return getAnyIncident(db, incidentId);
    },
  };
}

export type IncidentService = ReturnType<typeof createIncidentService>;
