import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { CheckInUnit } from '../../shared/schemas/hand-over';
import { productName } from '../catalog/localized';
import type { Executor } from '../db/client';
import { items, products } from '../db/schema/catalog';
import { ConflictError } from '../domain-errors';
import { type DeskUnit, unknownSerial } from './rental-units';

/* The units named at a check-in (flows/check-in.ts), matched to the rental's. */

export type Return = { unit: DeskUnit; input: CheckInUnit };

/** Each unit named must be out on this rental and not back; else the first refusal, naming its serial. */
export async function matchUnits(tx: Executor, units: DeskUnit[], input: CheckInUnit[]): Promise<Return[]> {
  const returns: Return[] = [];
  for (const entry of input) {
    const unit = units.find((candidate) => candidate.serialNumber.toLowerCase() === entry.serial.toLowerCase());
    if (!unit) {
      const [exists] = await tx
        .select({ id: items.id })
        .from(items)
        .where(eq(sql`lower(${items.serialNumber})`, entry.serial.toLowerCase()));
      if (!exists) throw unknownSerial(entry.serial);
      throw new ConflictError('UNIT_NOT_ON_RENTAL', `${entry.serial} is not a unit of this rental.`);
    }
    if (!unit.checkedOutAt) {
      throw new ConflictError('NOT_HANDED_OVER', `${unit.serialNumber} was never handed over on this rental.`);
    }
    if (unit.checkedInAt) {
      throw new ConflictError('ALREADY_CHECKED_IN', `${unit.serialNumber} was already checked in.`);
    }
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
