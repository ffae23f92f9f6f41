import { paths } from '@/lib/paths';

/** 'own': the signed-in customer's rentals, in their account; 'all': every rental, in the dashboard. */
export type RentalScope = 'own' | 'all';

export type RentalLinks = {
  list: (id?: number) => string;
  /** None in the dashboard for a role that does not moderate reviews (decision 092): the status is said, not linked. */
  review?: (id: number) => string;
  incident: (id: number) => string;
  /** The order page the rental belongs to. */
  order: (id: number) => string;
};

/** Customers' links stay in their account; an administrator's go to the dashboard pages. */
export function rentalLinks(scope: RentalScope): RentalLinks {
  const area = scope === 'all' ? paths.dashboard : paths.account;
  return {
    list: (id) => area.rentalRequests.getHref(id),
    review: (id) => area.reviews.getHref(id),
    incident: (id) => area.incidents.getHref(id),
    order: (id) => area.order.getHref(id),
  };
}
