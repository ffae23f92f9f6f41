import { matchRoutes } from 'react-router';
import { mayDo, type StaffPermission, type UserRole } from '@shared/staff-roles';
import { paths } from './paths';

const dashboard = paths.dashboard;
const catalog = dashboard.manageCatalog;

/**
 * What each page of the dashboard needs (decision 092), by its route pattern: the permission of
 * the route its screen reads first, so a role sees only the pages the server would answer. A page
 * whose purpose is writing asks for the writing permission: the catalogue's screens, the coupons
 * and the price templates are where the catalogue is changed (a counter reads products and units
 * at the desk and in orders). The units' list opens for the desk too: it is where the units due
 * for a service are listed and their services recorded (decision 094), read-only for a role that
 * does not change the catalogue. Integrations opens with either permission: the accountant's CSV
 * exports are one of its sections. Staff is open to every member of staff, read-only but for the
 * owner; its menu entry is the owner's only (dashboard-layout.tsx).
 *
 * One table, read by the page guard (app/role-guard.tsx), the menu and the dashboard's front page:
 * a new dashboard page is added here with its route.
 */
const pagePermissions: Record<string, readonly StaffPermission[]> = {
  [dashboard.root.path]: ['orders.read'],
  [dashboard.rentalRequests.path]: ['orders.read'],
  [dashboard.incidents.path]: ['orders.read'],
  [dashboard.order.path]: ['orders.read'],
  [dashboard.quotes.path]: ['orders.read'],
  [dashboard.quote.path]: ['orders.read'],
  [dashboard.planner.path]: ['orders.read'],
  [dashboard.newOrder.path]: ['orders.write'],
  [dashboard.desk.path]: ['desk'],
  [dashboard.pickList.path]: ['desk'],
  [dashboard.customers.path]: ['customers.read'],
  [dashboard.staff.path]: ['customers.read'],
  [dashboard.reviews.path]: ['reviews'],
  [dashboard.invoices.path]: ['invoices'],
  [dashboard.reports.path]: ['reports'],
  [dashboard.coupons.path]: ['catalog.write'],
  [catalog.categories.path]: ['catalog.write'],
  [catalog.products.path]: ['catalog.write'],
  [catalog.items.path]: ['catalog.write', 'desk'],
  [catalog.priceTemplates.path]: ['catalog.write'],
  [dashboard.integrations.path]: ['integrations', 'exports'],
  [dashboard.settings.path]: ['settings'],
  [dashboard.auditLog.path]: ['audit'],
};

/** The table as routes, so the router's own ranking picks `orders/new` over `orders/:id`. */
const patterns = Object.keys(pagePermissions).map((path) => ({ path }));

/** The route patterns the table knows, for the test that every dashboard route is in it. */
export const guardedDashboardPaths: readonly string[] = Object.keys(pagePermissions);

/**
 * The permissions that open the dashboard page at `href` (any one of them will do), or null for
 * an address that is no page of the dashboard. A query or fragment is ignored.
 */
export function pagePermissionsOf(href: string): readonly StaffPermission[] | null {
  const pathname = href.split(/[?#]/)[0] ?? href;
  const match = matchRoutes(patterns, pathname)?.at(-1);
  return match ? (pagePermissions[match.route.path] ?? null) : null;
}

/** Whether someone in `role` may open the page at `href`; an address outside the dashboard is not decided here. */
export function mayOpen(role: UserRole, href: string): boolean {
  const needed = pagePermissionsOf(href);
  return needed === null || needed.some((permission) => mayDo(role, permission));
}
