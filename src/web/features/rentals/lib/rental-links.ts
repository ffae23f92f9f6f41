import { paths } from '@/lib/paths';
import type { RentalScope } from '../api/use-rentals';

export type RentalLinks = {
  list: (id?: number) => string;
  review: (id: number) => string;
  incident: (id: number) => string;
};

/** Customers' links stay in their account; an administrator's go to the dashboard pages. */
export function rentalLinks(scope: RentalScope): RentalLinks {
  const area = scope === 'all' ? paths.dashboard : paths.account;
  return {
    list: (id) => area.rentalRequests.getHref(id),
    review: (id) => area.reviews.getHref(id),
    incident: (id) => area.incidents.getHref(id),
  };
}
