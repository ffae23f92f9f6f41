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
