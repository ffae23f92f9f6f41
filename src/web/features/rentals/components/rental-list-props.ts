import type { RentalRow } from '../lib/rental-row';
import type { RentalLinks } from '../lib/rental-links';

/** What both layouts of the list, the table and the phone cards, are given. */
export type RentalListProps = {
  rows: RentalRow[];
  showUser: boolean;
  links: RentalLinks;
  isExpanded: (rentalId: number) => boolean;
  onToggle: (rentalId: number) => void;
  onDelete: (row: RentalRow) => void;
  onReport: (row: RentalRow) => void;
  /** The customer's own list only: opens the Extend popup. */
  onExtend?: (row: RentalRow) => void;
  /** Shorten or move: the customer's own list only. */
  onChangeDates?: (row: RentalRow) => void;
};

export const detailsId = (rentalId: number) => `rental-${rentalId}-details`;

/** The incident link of a rental's row: where the focus goes once the report popup has made it. */
export const incidentLinkId = (rentalId: number) => `rental-${rentalId}-incident`;
