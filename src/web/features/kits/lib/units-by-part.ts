import type { RentalUnit } from '@shared/schemas/rental';

/** The units of one part of a booked kit: the part's product, and its units by serial number. */
export type PartUnits<Unit extends Pick<RentalUnit, 'productId' | 'productName'>> = {
  productId: number;
  productName: string;
  units: Unit[];
};

/**
 * A kit rental's units grouped by the part they are units of, in the order the parts first
 * appear (the server lists them part by part), each part's units in their own order. A rental of
 * a product with units of its own gives one group.
 */
export function unitsByPart<Unit extends Pick<RentalUnit, 'productId' | 'productName'>>(
  units: readonly Unit[],
): PartUnits<Unit>[] {
  const groups = new Map<number, PartUnits<Unit>>();
  for (const unit of units) {
    const group = groups.get(unit.productId);
    if (group) group.units.push(unit);
    else groups.set(unit.productId, { productId: unit.productId, productName: unit.productName, units: [unit] });
  }
  return [...groups.values()];
}

/**
 * How many of a part each kit holds: its units over the kits booked. Units missing at the desk
 * still count (they stay on the rental); a rental whose units do not divide evenly, which the
 * server never writes, reads with its whole units per kit rounded up.
 */
export const perKit = (unitCount: number, kits: number) => (kits > 0 ? Math.ceil(unitCount / kits) : unitCount);
