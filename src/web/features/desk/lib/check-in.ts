import { unitsShareCents } from '@shared/kits';
import { lateFeeCents, type LateFeeRule } from '@shared/late-fee';
import { fromCents, toCents } from '@shared/money';
import { amountFromInput } from '@/features/orders';
import type { CheckIn } from '@shared/schemas/hand-over';
import type { CounterChannel } from '@shared/schemas/payments';
import type { Rental, RentalUnit, ReturnCondition } from '@shared/schemas/rental';

/** What the desk says about one unit being taken back, before it is sent. */
export type UnitDraft = {
  /** Taken back in this check-in (a unit the customer still has is left out). */
  included: boolean;
  condition: ReturnCondition;
  note: string;
  /** Pictures of a damaged unit, uploaded to the rental's incident once the check-in is recorded. */
  photos: File[];
  /** Serviced as it came back (decision 094): what was done, and what it cost as typed ("12,50"; may be empty). */
  serviced: boolean;
  serviceNote: string;
  serviceCost: string;
};

export const freshDraft = (): UnitDraft => ({
  included: true,
  condition: 'ok',
  note: '',
  photos: [],
  serviced: false,
  serviceNote: '',
  serviceCost: '',
});

export type Drafts = Record<number, UnitDraft>;

export const draftOf = (drafts: Drafts, unit: RentalUnit) => drafts[unit.id] ?? freshDraft();

/** The units taken back now. */
export const includedUnits = (units: RentalUnit[], drafts: Drafts) =>
  units.filter((unit) => draftOf(drafts, unit).included);

/** A damaged or missing unit needs a note saying what is wrong (the server refuses one without). */
export const needsNote = (draft: UnitDraft) => draft.included && draft.condition !== 'ok' && draft.note.trim() === '';

/** A service is recorded for a unit back, fine or damaged: a missing one is not back. */
export const recordsService = (draft: UnitDraft) => draft.included && draft.serviced && draft.condition !== 'missing';

/** The service's cost as the API takes it ("12.50"), undefined when left empty, null when it is no amount. */
export function serviceCostOf(draft: UnitDraft): string | undefined | null {
  if (draft.serviceCost.trim() === '') return undefined;
  const cents = amountFromInput(draft.serviceCost);
  return cents === null ? null : fromCents(cents);
}

/** What is wrong with the unit's service, before it is sent: its note is empty, or its cost no amount. */
export function serviceProblem(draft: UnitDraft): 'note' | 'cost' | null {
  if (!recordsService(draft)) return null;
  if (draft.serviceNote.trim() === '') return 'note';
  return serviceCostOf(draft) === null ? 'cost' : null;
}

/** The units whose note is missing, or whose service is not complete, by id. */
export const unitsMissingNotes = (units: RentalUnit[], drafts: Drafts) =>
  units
    .filter((unit) => needsNote(draftOf(drafts, unit)) || serviceProblem(draftOf(drafts, unit)) !== null)
    .map((unit) => unit.id);

/** POST /api/admin/rentals/{id}/check-in's body for the units taken back. */
export function checkInBody(units: RentalUnit[], drafts: Drafts, feeChannel: CounterChannel | null): CheckIn {
  return {
    units: includedUnits(units, drafts).map((unit) => {
      const draft = draftOf(drafts, unit);
      const note = draft.note.trim();
      const cost = serviceCostOf(draft) ?? undefined;
      return {
        serial: unit.serialNumber,
        condition: draft.condition,
        ...(draft.condition !== 'ok' && note !== '' ? { note } : {}),
        ...(recordsService(draft) ? { service: { note: draft.serviceNote.trim(), ...(cost ? { cost } : {}) } } : {}),
      };
    }),
    ...(feeChannel ? { feeChannel } : {}),
  };
}

/** The photos to upload once the check-in is recorded: each damaged unit's, with its item id. */
export const photosToUpload = (units: RentalUnit[], drafts: Drafts) =>
  includedUnits(units, drafts).flatMap((unit) => {
    const draft = draftOf(drafts, unit);
    return draft.condition === 'damaged' ? draft.photos.map((file) => ({ itemId: unit.id, file })) : [];
  });

/**
 * The late fee this check-in charges, in cents: every unit back now (fine or damaged; a missing
 * one is not back) at the shop's fee for the days the rental is late, as the server charges it:
 * per piece, a kit's units each their share of the kit's fee (decision 050).
 */
export function lateFeeDueCents(
  rental: Pick<Rental, 'dailyPrice' | 'daysLate'> & { items?: RentalUnit[]; unitsPerKit?: number },
  rule: LateFeeRule,
  units: RentalUnit[],
  drafts: Drafts,
): number {
  const back = includedUnits(units, drafts).filter((unit) => draftOf(drafts, unit).condition !== 'missing');
  const perPiece = lateFeeCents(rule, toCents(rental.dailyPrice), rental.daysLate);
  const already = (rental.items ?? []).filter((unit) => unit.checkedInAt !== null).length;
  return unitsShareCents(perPiece, rental.unitsPerKit ?? 1, already, back.length);
}
