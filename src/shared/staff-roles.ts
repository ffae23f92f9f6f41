/*
 * Who is who in a shop (issue 47, decision 092): customers, and staff in four roles, each allowed
 * what its work needs and no more. The server decides with these on the route it matched
 * (server/http/route-permissions.ts names each staff route's permission); the dashboard reads
 * them only to leave out what the server would refuse.
 */

export const staffRoles = ['counter', 'accountant', 'manager', 'owner'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const userRoles = ['customer', ...staffRoles] as const;
export type UserRole = (typeof userRoles)[number];

/** What a staff route may need: one word per kind of work. */
export const staffPermissions = [
  /** Read orders, rentals, quotes, incidents, the dashboard's overview. */
  'orders.read',
  /** Take orders and quotes for customers, add and cancel their lines, record incidents. */
  'orders.write',
  /** The hand-over desk: hand units over and take them back, swap a unit, print labels. */
  'desk',
  /** Record money received: payments at the counter, transfers, deposits taken. */
  'payments.take',
  /** Correct money: refunds, a line's price or units, payments and disputes under review. */
  'money.correct',
  /** Read the customers. */
  'customers.read',
  /** What the shop allows a customer: paying on invoice and its terms. */
  'customers.manage',
  /** Read the catalogue as the dashboard shows it: products, units, categories, prices, coupons. */
  'catalog.read',
  /** Change the catalogue and its prices. */
  'catalog.write',
  /** Moderate reviews. */
  'reviews',
  /** Invoices, credit notes, their exports and the open items. */
  'invoices',
  /** The CSV exports of rentals, orders, units and customers. */
  'exports',
  /** The owner's reports: revenue, utilisation. */
  'reports',
  /** The shop's settings, but its legal and payment details. */
  'settings',
  /** The shop's legal and payment details (Settings → Legal details, Payments). */
  'settings.legal',
  /** Webhooks, API tokens, the shop's calendar feed. */
  'integrations',
  /** The audit log. */
  'audit',
  /** Invite staff and change anyone's role. */
  'staff',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];

const reads = ['orders.read', 'customers.read', 'catalog.read'] as const;

/**
 * What each role may do. The counter runs the desk, orders, customers and incidents, and takes
 * payments, but corrects no money, prices or settings; the accountant reads orders, invoices and
 * exports and records transfers, and changes nothing else; the manager does everything but staff
 * and the shop's legal and payment details; the owner everything.
 */
export const rolePermissions: Record<StaffRole, readonly StaffPermission[]> = {
  counter: [...reads, 'orders.write', 'desk', 'payments.take'],
  accountant: [...reads, 'payments.take', 'invoices', 'exports', 'reports'],
  manager: staffPermissions.filter((permission) => permission !== 'staff' && permission !== 'settings.legal'),
  owner: staffPermissions,
};

/** Whether someone of `role` may do what `permission` names (a customer: nothing of staff's). */
export function mayDo(role: UserRole, permission: StaffPermission): boolean {
  return role !== 'customer' && rolePermissions[role].includes(permission);
}
