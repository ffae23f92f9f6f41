import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/languages';
import { mayReportIncident } from '../../shared/rental-rules';
import type {
  AdminIncident,
  AdminIncidentListQuery,
  Incident,
  IncidentStatus,
  NewIncident,
} from '../../shared/schemas/incident';
import type { Page } from '../../shared/schemas/paging';
import { recordAudit, type Actor } from '../audit/record';
import { productName } from '../catalog/localized';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { incidents, rentals } from '../db/schema/rentals';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { Requester } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';

export const INCIDENT_EXISTS_MESSAGE = 'An incident for this rental request already exists!';

const incidentExists = () => new ConflictError('INCIDENT_EXISTS', INCIDENT_EXISTS_MESSAGE);

type IncidentRow = typeof incidents.$inferSelect;

const toIncident = ({ reportedBy: _reportedBy, ...row }: IncidentRow): Incident => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
});

/** The account that reported an incident, beside the customer whose rental it is. */
const reporter = alias(user, 'reporter');

/** What the service tells the rest of the shop, inside the change's transaction (domain events). */
export type IncidentEvents = {
  statusChanged: (incidentId: number, tx: Executor) => Promise<void>;
  reported: (incident: { incidentId: number; rentalId: number }, tx: Executor) => Promise<void>;
};

export function createIncidentService(db: Database, calendar: ShopCalendar, events: IncidentEvents) {
  const select = async (where: SQL | undefined) =>
    (await db.select().from(incidents).where(where).orderBy(desc(incidents.createdAt), desc(incidents.id))).map(
      toIncident,
    );

  /** Incidents with their customer and product, newest first (the id order, read along the primary key). */
  async function selectAdmin(
    where: SQL | undefined,
    limit: number,
    language: Language = 'en',
    ex: Executor = db,
  ): Promise<AdminIncident[]> {
    const rows = await ex
      .select({
        incident: incidents,
        userName: user.name,
        userEmail: user.email,
        reporterName: reporter.name,
        productName: productName(language),
      })
      .from(incidents)
      .innerJoin(user, eq(user.id, incidents.userId))
      .leftJoin(reporter, eq(reporter.id, incidents.reportedBy))
      .innerJoin(rentals, eq(rentals.id, incidents.rentalId))
      .innerJoin(products, eq(products.id, rentals.productId))
      .where(where)
      .orderBy(desc(incidents.id))
      .limit(limit);
    return rows.map(({ incident, ...who }) => ({ ...toIncident(incident), ...who }));
  }

  async function getAny(incidentId: number, ex: Executor = db): Promise<AdminIncident> {
    const [incident] = await selectAdmin(eq(incidents.id, incidentId), 1, 'en', ex);
    if (!incident) throw new NotFoundError('Incident');
    return incident;
  }

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
      return toPage(await selectAdmin(where, query.limit + 1), query.limit, (row) => String(row.id));
    },

    getAny,

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
        const before = await getAny(incidentId, tx);
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
      return getAny(incidentId);
    },

    /** For the status mail: the incident as it is now, in the mail's language, or null once it is gone. */
    async findForMail(incidentId: number, language: Language) {
      const [incident] = await selectAdmin(eq(incidents.id, incidentId), 1, language);
      return incident ?? null;
    },

    /** The user's incidents, newest first. */
    listForUser: (userId: string) => select(eq(incidents.userId, userId)),

    /** The user's own incident; someone else's answers as a missing one does. */
    async getForUser(userId: string, incidentId: number): Promise<Incident> {
      const [incident] = await select(and(eq(incidents.userId, userId), eq(incidents.id, incidentId)));
      if (!incident) throw new NotFoundError('Incident');
      return incident;
    },

    /**
     * One incident per rental (a unique constraint), on a rental that is not completed: the
     * requester's own, or, for an administrator, anyone's. An administrator's report on another
     * customer's rental is the shop's (`byShop`): recorded as theirs, written to the audit log,
     * and it does not stop the customer from cancelling (decision 035).
     */
    async report(requester: Requester, rentalId: number, input: NewIncident): Promise<Incident> {
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
              after: await getAny(row!.id, tx),
            });
          }
          return row!;
        });
        return toIncident(created);
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw incidentExists();
        throw error;
      }
    },
  };
}

export type IncidentService = ReturnType<typeof createIncidentService>;
