import type { Rental } from '../../shared/schemas/rental';

/**
 * A rental's units as a mail lists them: by serial number, and for a kit with the part each one
 * is ("Sony FX3 SON-ILMEFX3-01101"), so the customer sees what is in the box (decision 050).
 */
export const unitLabels = (rental: Pick<Rental, 'isKit' | 'items'>): string[] =>
  rental.items.map((item) => (rental.isKit ? `${item.productName} ${item.serialNumber}` : item.serialNumber));
