import { eq } from 'drizzle-orm';
import { INCIDENT_DESCRIPTION_MAX } from '../../shared/limits';
import type { IncidentStatus } from '../../shared/schemas/incident';
import { type Actor, recordAudit } from '../audit';
import type { Executor } from '../db/client';
import { incidents } from '../db/schema/rentals';
import { incidentUnits } from './schema';
import { getAnyIncident } from './incident-rows';
import type { IncidentEvents } from './service';

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

/**
 * What the hand-over desk found at check-in, inside the check-in's transaction: the
 * units recorded on the rental's one incident. With none yet, the shop opens one
 * (`ProductDamaged`, or `ProductLost` when every unit is missing), reported by the
 * administrator, its description from the notes; else the units are added to it (the
 * customer's own report too), and a closed one is opened again. Answers the incident's id.
 */
export async function recordDeskFindings(
  tx: Executor,
  events: IncidentEvents,
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
  const before = created ? null : await getAnyIncident(tx, incident.id);
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
    after: await getAnyIncident(tx, incident.id),
  });
  return incident.id;
}

/**
 * Whether a unit of the rental was ever found damaged or missing at the desk (and perhaps found
 * again since): then its deposit is the administrator's to keep or return, never returned by itself.
 */
export async function everFoundOnRental(tx: Executor, rentalId: number): Promise<boolean> {
  const [finding] = await tx
    .select({ id: incidentUnits.id })
    .from(incidentUnits)
    .innerJoin(incidents, eq(incidents.id, incidentUnits.incidentId))
    .where(eq(incidents.rentalId, rentalId))
    .limit(1);
  return finding !== undefined;
}
