import { and, desc, eq, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/languages';
import { INCIDENT_DESCRIPTION_MAX } from '../../shared/limits';
import { mayReportIncident } from '../../shared/rental-rules';
import {
  type AdminIncident,
  type AdminIncidentListQuery,
  type Incident,
  INCIDENT_PHOTOS_MAX,
  type IncidentPhoto,
  type IncidentStatus,
  type IncidentUnit,
  type NewIncident,
} from '../../shared/schemas/incident';
import type { Page } from '../../shared/schemas/paging';
import { recordAudit, type Actor } from '../audit/record';
import { productName } from '../catalog/localized';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { incidentPhotos, incidents, incidentUnits, rentalItems, rentals } from '../db/schema/rentals';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { Requester } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';
import { publicUrlOf } from '../storage/public-url';

export const INCIDENT_EXISTS_MESSAGE = 'An incident for this rental request already exists!';

const incidentExists = () => new ConflictError('INCIDENT_EXISTS', INCIDENT_EXISTS_MESSAGE);

/** A unit and a photo as the incident's statement reads them (timestamps as JSON gives them). */
type UnitRow = Omit<IncidentUnit, 'recordedAt'> & { recordedAt: string };
type PhotoRow = { id: number; imageKey: string; itemId: number | null; createdAt: string };

/**
 * An incident's columns, with the units the hand-over desk recorded on it and its photos (issue
 * 30), each oldest first, in the same statement. The subqueries name `incidents.id` in full: a
 * query of the one table leaves its columns unqualified, which inside them would mean theirs.
 */
const incidentColumns = {
  id: incidents.id,
  rentalId: incidents.rentalId,
  userId: incidents.userId,
  type: incidents.type,
  description: incidents.description,
  status: incidents.status,
  byShop: incidents.byShop,
  createdAt: incidents.createdAt,
  units: sql<UnitRow[]>`COALESCE((
    SELECT json_agg(json_build_object(
      'itemId', iu.item_id, 'serialNumber', i.serial_number, 'condition', iu.condition,
      'note', iu.note, 'recordedAt', iu.recorded_at
    ) ORDER BY iu.id)
    FROM ${incidentUnits} iu JOIN items i ON i.id = iu.item_id WHERE iu.incident_id = incidents.id
  ), '[]'::json)`,
  photos: sql<PhotoRow[]>`COALESCE((
    SELECT json_agg(json_build_object(
      'id', p.id, 'imageKey', p.image_key, 'itemId', p.item_id, 'createdAt', p.created_at
    ) ORDER BY p.id)
    FROM ${incidentPhotos} p WHERE p.incident_id = incidents.id
  ), '[]'::json)`,
};

type IncidentRow = Omit<typeof incidents.$inferSelect, 'reportedBy'> & { units: UnitRow[]; photos: PhotoRow[] };

const iso = (timestamp: string) => new Date(timestamp).toISOString();

/** A photo as the customer and the administrators get it: its address, never its key. */
const toPhoto = (photo: PhotoRow): IncidentPhoto => ({
  id: photo.id,
  url: publicUrlOf(photo.imageKey),
  itemId: photo.itemId,
  createdAt: iso(photo.createdAt),
});

const toIncident = ({ units, photos, ...row }: IncidentRow): Incident => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  units: units.map((unit) => ({ ...unit, recordedAt: iso(unit.recordedAt) })),
  photos: photos.map(toPhoto),
});

/** What the desk found on one unit at check-in. */
export type DeskFinding = { itemId: number; serialNumber: string; condition: 'damaged' | 'missing'; note: string };

/** A new incident's description from the desk's notes: the note, or one line per unit when several. */
function describeFindings(findings: DeskFinding[]): string {
  const text =
    findings.length === 1
      ? findings[0]!.note
      : findings.map((finding) => `${finding.serialNumber}: ${finding.note}`).join('\n');
  return text.slice(0, INCIDENT_DESCRIPTION_MAX);
}

/** The account that reported an incident, beside the customer whose rental it is. */
const reporter = alias(user, 'reporter');

/** What the service tells the rest of the shop, inside the change's transaction (domain events). */
export type IncidentEvents = {
  statusChanged: (incidentId: number, tx: Executor) => Promise<void>;
  reported: (incident: { incidentId: number; rentalId: number }, tx: Executor) => Promise<void>;
};

export function createIncidentService(db: Database, calendar: ShopCalendar, events: IncidentEvents) {
  const select = async (where: SQL | undefined) =>
    (
      await db
        .select(incidentColumns)
        .from(incidents)
        .where(where)
        .orderBy(desc(incidents.createdAt), desc(incidents.id))
    ).map(toIncident);

  /** Incidents with their customer and product, newest first (the id order, read along the primary key). */
  async function selectAdmin(
    where: SQL | undefined,
    limit: number,
    language: Language = 'en',
    ex: Executor = db,
  ): Promise<AdminIncident[]> {
    const rows = await ex
      .select({
        incident: incidentColumns,
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
        const { reportedBy: _reportedBy, ...row } = created;
        return toIncident({ ...row, units: [], photos: [] });
      } catch (error) {
        if (sqlState(error) === UNIQUE_VIOLATION) throw incidentExists();
        throw error;
      }
    },

    /**
     * What the hand-over desk found at check-in, inside the check-in's transaction: the
     * units recorded on the rental's one incident. With none yet, the shop opens one
     * (`ProductDamaged`, or `ProductLost` when every unit is missing), reported by the
     * administrator, its description from the notes; else the units are added to it (the
     * customer's own report too), and a closed one is opened again. Answers the incident's id.
     */
    async recordAtDesk(
      tx: Executor,
      actor: Actor,
      rental: { id: number; userId: string },
      findings: DeskFinding[],
    ): Promise<number> {
      // ON CONFLICT waits for a customer's report of the same moment and then adds to it.
      const [created] = await tx
        .insert(incidents)
        .values({
          rentalId: rental.id,
          userId: rental.userId,
          reportedBy: actor.id,
          byShop: true,
          type: findings.some((finding) => finding.condition === 'damaged') ? 'ProductDamaged' : 'ProductLost',
          description: describeFindings(findings),
        })
        .onConflictDoNothing({ target: incidents.rentalId })
        .returning({ id: incidents.id });
      const [incident] = created
        ? [{ id: created.id, status: 'Open' as IncidentStatus }]
        : await tx
            .select({ id: incidents.id, status: incidents.status })
            .from(incidents)
            .where(eq(incidents.rentalId, rental.id))
            .for('update');
      if (!incident) throw new Error(`No incident on rental ${rental.id} after inserting one`);
      const before = created ? null : await getAny(incident.id, tx);
      if (incident.status === 'Closed') {
        await tx.update(incidents).set({ status: 'Open' }).where(eq(incidents.id, incident.id));
        await events.statusChanged(incident.id, tx);
      }
      await tx.insert(incidentUnits).values(
        findings.map((finding) => ({
          incidentId: incident.id,
          itemId: finding.itemId,
          condition: finding.condition,
          note: finding.note,
          recordedBy: actor.id,
        })),
      );
      if (created) await events.reported({ incidentId: incident.id, rentalId: rental.id }, tx);
      await recordAudit(tx, {
        actor,
        action: created ? 'create' : 'edit',
        entity: 'incident',
        entityId: incident.id,
        before: before ?? undefined,
        after: await getAny(incident.id, tx),
      });
      return incident.id;
    },

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
        const before = await getAny(incidentId, tx);
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
      return getAny(incidentId);
    },
  };
}

export type IncidentService = ReturnType<typeof createIncidentService>;
