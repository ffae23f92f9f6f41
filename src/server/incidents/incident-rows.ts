import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/languages';
import type { AdminIncident, Incident, IncidentPhoto, IncidentUnit } from '../../shared/schemas/incident';
import { fromCents } from '../../shared/money';
import { productName } from '../catalog/localized';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { incidents, rentals } from '../db/schema/rentals';
import { incidentPhotos, incidentUnits } from './schema';
import { NotFoundError } from '../domain-errors';
import { publicUrlOf } from '../storage/public-url';

/*
 * An incident as its customer and the administrators read it: its columns, the units the desk
 * recorded on it and its photos, in one statement.
 */

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

export const toIncident = ({ units, photos, ...row }: IncidentRow): Incident => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  units: units.map((unit) => ({ ...unit, recordedAt: iso(unit.recordedAt) })),
  photos: photos.map(toPhoto),
});

/** The account that reported an incident, beside the customer whose rental it is. */
const reporter = alias(user, 'reporter');

/** The incidents `where` says, newest first, as their customer sees them. */
export const selectIncidents = async (ex: Executor, where: SQL | undefined) =>
  (
    await ex.select(incidentColumns).from(incidents).where(where).orderBy(desc(incidents.createdAt), desc(incidents.id))
  ).map(toIncident);

/** Incidents with their customer and product, newest first (the id order, read along the primary key). */
export async function selectAdminIncidents(
  ex: Executor,
  where: SQL | undefined,
  limit: number,
  language: Language = 'en',
): Promise<AdminIncident[]> {
  const rows = await ex
    .select({
      incident: incidentColumns,
      userName: user.name,
      userEmail: user.email,
      reporterName: reporter.name,
      productName: productName(language),
      waiverCents: rentals.waiverCents,
    })
    .from(incidents)
    .innerJoin(user, eq(user.id, incidents.userId))
    .leftJoin(reporter, eq(reporter.id, incidents.reportedBy))
    .innerJoin(rentals, eq(rentals.id, incidents.rentalId))
    .innerJoin(products, eq(products.id, rentals.productId))
    .where(where)
    .orderBy(desc(incidents.id))
    .limit(limit);
  return rows.map(({ incident, waiverCents, ...who }) => ({
    ...toIncident(incident),
    ...who,
    damageWaiver: waiverCents > 0 ? fromCents(waiverCents) : null,
  }));
}

/** Any incident as an administrator sees it, or 404. */
export async function getAnyIncident(ex: Executor, incidentId: number): Promise<AdminIncident> {
  const [incident] = await selectAdminIncidents(ex, eq(incidents.id, incidentId), 1, 'en');
  if (!incident) throw new NotFoundError('Incident');
  return incident;
}
