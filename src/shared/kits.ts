/*
 * Kits (decision 050): a kit is booked as units of its parts, `unitsPerKit` of them per
 * kit, fixed on the rental when it was booked. Everything that counts a rental's pieces (its
 * total, deposit, invoice line, payment line) counts kits, never units.
 */

/**
 * How many pieces a rental books: its units, or its kits (units / units per kit). A kit short of
 * a unit (one swapped away and not replaced) still counts as the kit it was booked as.
 */
export const piecesOf = (units: number, unitsPerKit: number): number => Math.ceil(units / unitsPerKit);

/**
 * A share of a piece's amount for `count` more of a rental's units once `before` have theirs: a
 * kit's amount spread over its units, the odd cents on the last, so a whole kit comes to exactly
 * the amount (a unit that is its own piece carries it all).
 */
export const unitsShareCents = (pieceCents: number, unitsPerKit: number, before: number, count: number): number =>
  Math.floor((pieceCents * (before + count)) / unitsPerKit) - Math.floor((pieceCents * before) / unitsPerKit);

/**
 * The deposit a hand-over of `handed` more of a rental's units takes once `before` were handed
 * over, in cents: `depositCents` per piece for each piece it starts. A kit's deposit is taken
 * whole with the first of its units (decision 050), so a kit of three handed over at once takes
 * one deposit, never three.
 */
export const handOverDepositCents = (depositCents: number, unitsPerKit: number, before: number, handed: number) =>
  depositCents * (piecesOf(before + handed, unitsPerKit) - piecesOf(before, unitsPerKit));

/**
 * A fee charged less than computed (a late fee reduced at check-in), spread over the units that
 * carry it: each unit's share in proportion to what it was charged, the odd cents on the later
 * ones, so the shares add up to `chargedCents` exactly.
 */
export function scaledShares(shares: number[], chargedCents: number): number[] {
  const total = shares.reduce((sum, share) => sum + share, 0);
  if (total === 0 || chargedCents === total) return shares;
  let before = 0;
  return shares.map((share) => {
    const start = Math.floor((chargedCents * before) / total);
    before += share;
    return Math.floor((chargedCents * before) / total) - start;
  });
}
