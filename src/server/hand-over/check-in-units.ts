import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { CheckInUnit } from '../../shared/schemas/hand-over';
import { productName } from '../catalog/localized';
import type { Executor } from '../db/client';
import { items, products } from '../db/schema/catalog';
import { ConflictError } from '../domain-errors';
import { type DeskUnit, type Refusal, refusalError, unknownSerial } from './rental-units';

/*
 * The units named at a check-in (flows/check-in.ts), matched to the rental's. The refusals are
 * said, not thrown: the desk asks about each serial as it is scanned (serial-check.ts) through
 * the same check.
 */

export type Return = { unit: DeskUnit; input: CheckInUnit };

/**
 * One serial named at a check-in against the rental's units: its unit, out on this rental and not
 * back, or why it cannot come back (whatever condition it comes back in).
 */
export async function judgeReturn(
  tx: Executor,
  units: DeskUnit[],
  serial: string,
): Promise<{ unit: DeskUnit } | { refusal: Refusal }> {
  const unit = units.find((candidate) => candidate.serialNumber.toLowerCase() === serial.toLowerCase());
  if (!unit) {
    const [exists] = await tx
      .select({ id: items.id })
      .from(items)
      .where(eq(sql`lower(${items.serialNumber})`, serial.toLowerCase()));
    if (!exists) return { refusal: unknownSerial(serial) };
    return { refusal: { code: 'UNIT_NOT_ON_RENTAL', message: `${serial} is not a unit of this rental.` } };
  }
  if (!unit.checkedOutAt) {
    return {
      refusal: { code: 'NOT_HANDED_OVER', message: `${unit.serialNumber} was never handed over on this rental.` },
    };
  }
  if (unit.checkedInAt) {
    return { refusal: { code: 'ALREADY_CHECKED_IN', message: `${unit.serialNumber} was already checked in.` } };
  }
  return { unit };
}

/** Each unit named must be out on this rental and not back; else the first refusal, naming its serial. */
export async function matchUnits(tx: Executor, units: DeskUnit[], input: CheckInUnit[]): Promise<Return[]> {
  const returns: Return[] = [];
  for (const entry of input) {
    const verdict = await judgeReturn(tx, units, entry.serial);
    if ('refusal' in verdict) throw refusalError(verdict.refusal);
    const { unit } = verdict;
    if (unit.condition === 'missing' && entry.condition === 'missing') {
      throw new ConflictError('ALREADY_MISSING', `${unit.serialNumber} is already recorded as missing.`);
    }
    returns.push({ unit, input: entry });
  }
  return returns;
}

/** The product's name in each language, for the invoice line written in the customer's. */
export async function namesOf(tx: Executor, productId: number): Promise<Record<Language, string>> {
  const [names] = await tx
    .select({ en: productName('en'), es: productName('es'), de: productName('de') })
    .from(products)
    .where(eq(products.id, productId));
  return names!;
}
