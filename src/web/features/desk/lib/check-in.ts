import { lateFeeCents, type LateFeeRule } from '@shared/late-fee';
import { toCents } from '@shared/money';
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
};

export const freshDraft = (): UnitDraft => ({ included: true, condition: 'ok', note: '', photos: [] });

export type Drafts = Record<number, UnitDraft>;

export const draftOf = (drafts: Drafts, unit: RentalUnit) => drafts[unit.id] ?? freshDraft();

/** The units taken back now. */
export const includedUnits = (units: RentalUnit[], drafts: Drafts) =>
  units.filter((unit) => draftOf(drafts, unit).included);

/** A damaged or missing unit needs a note saying what is wrong (the server refuses one without). */
export const needsNote = (draft: UnitDraft) => draft.included && draft.condition !== 'ok' && draft.note.trim() === '';

/** The units whose note is missing, by id. */
export const unitsMissingNotes = (units: RentalUnit[], drafts: Drafts) =>
  units.filter((unit) => needsNote(draftOf(drafts, unit))).map((unit) => unit.id);

/** POST /api/admin/rentals/{id}/check-in's body for the units taken back. */
export function checkInBody(units: RentalUnit[], drafts: Drafts, feeChannel: CounterChannel | null): CheckIn {
  return {
    units: includedUnits(units, drafts).map((unit) => {
      const draft = draftOf(drafts, unit);
      const note = draft.note.trim();
      return {
        serial: unit.serialNumber,
        condition: draft.condition,
        ...(draft.condition !== 'ok' && note !== '' ? { note } : {}),
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
 * one is not back) at the shop's fee for the days the rental is late, as the server charges it.
 */
export function lateFeeDueCents(
  rental: Pick<Rental, 'dailyPrice' | 'daysLate'>,
  rule: LateFeeRule,
  units: RentalUnit[],
  drafts: Drafts,
): number {
  const back = includedUnits(units, drafts).filter((unit) => draftOf(drafts, unit).condition !== 'missing');
  return back.length * lateFeeCents(rule, toCents(rental.dailyPrice), rental.daysLate);
}
