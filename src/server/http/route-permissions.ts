import type { StaffPermission } from '../../shared/staff-roles';

/*
 * The permission each staff route needs (decision 092), by `METHOD url` exactly as the route is
 * registered: one table, so what each role may do is read in one place, docs/staff.md is checked
 * against it, and a new staff route that is not listed here fails when it is registered (deny by
 * default). routePolicyDefaults (route-policy.ts) puts it in the route's policy; auth/access.ts
 * checks it on the route the router matched.
 */
export const routePermissions: Record<string, StaffPermission> = {
  // The dashboard's front page and what every staff member reads.
  'GET /api/admin/overview': 'orders.read',
  'GET /api/admin/planner': 'orders.read',
  'GET /api/admin/orders/:id': 'orders.read',
  'GET /api/admin/rentals': 'orders.read',
  'GET /api/admin/rentals/:id': 'orders.read',
  'GET /api/admin/quotes': 'orders.read',
  'GET /api/admin/quotes/:id': 'orders.read',
  'GET /api/admin/incidents': 'orders.read',
  'GET /api/admin/incidents/:id': 'orders.read',

  // Orders and quotes taken for customers, their lines, incidents.
  'POST /api/admin/orders': 'orders.write',
  'POST /api/admin/orders/:id/lines': 'orders.write',
  'POST /api/admin/orders/:id/lines/:rentalId/cancel': 'orders.write',
  // The planner's move: new dates re-priced by the reschedule's rules (decision 048), or another unit.
  'POST /api/admin/rentals/:id/move': 'orders.write',
  'POST /api/admin/quotes': 'orders.write',
  'POST /api/admin/quotes/:id/revise': 'orders.write',
  'POST /api/admin/users/:id/cancel-open-rentals': 'orders.write',
  'PATCH /api/admin/incidents/:id': 'orders.write',
  'POST /api/admin/incidents/:id/photos': 'orders.write',

  // The hand-over desk.
  'GET /api/admin/desk': 'desk',
  'GET /api/admin/desk/search': 'desk',
  'GET /api/admin/desk/pick-list': 'desk',
  // A serial checked as it is scanned, before the check-out or check-in it is for.
  'GET /api/admin/desk/rentals/:id/scan': 'desk',
  'POST /api/admin/rentals/:id/check-out': 'desk',
  'POST /api/admin/rentals/:id/check-in': 'desk',
  'POST /api/admin/rentals/:id/swap': 'desk',
  'GET /api/admin/labels': 'desk',

  // Money received, and money corrected.
  'POST /api/admin/orders/:id/payments': 'payments.take',
  'POST /api/admin/orders/:id/deposits': 'payments.take',
  'PATCH /api/admin/orders/:id/lines/:rentalId': 'money.correct',
  'POST /api/admin/orders/:id/refunds': 'money.correct',
  'POST /api/admin/orders/:id/refunds/:paymentId/given': 'money.correct',
  'POST /api/admin/refunds/:id/retry': 'money.correct',
  'POST /api/admin/refunds/:id/settled-another-way': 'money.correct',
  'POST /api/admin/payments-for-review/:id/reviewed': 'money.correct',
  'POST /api/admin/disputes/:id/reviewed': 'money.correct',

  // Customers and staff.
  'GET /api/admin/users': 'customers.read',
  // A role in the body also needs `staff` (users/routes.ts).
  'PATCH /api/admin/users/:id': 'customers.manage',
  'POST /api/admin/staff': 'staff',

  // The catalogue.
  'GET /api/admin/products': 'catalog.read',
  'GET /api/admin/products/:id': 'catalog.read',
  'GET /api/admin/items': 'catalog.read',
  'GET /api/admin/items/:id': 'catalog.read',
  'GET /api/admin/items/:id/services': 'catalog.read',
  // A unit's service is recorded where it is serviced: at the desk, as a check-in is.
  'POST /api/admin/items/:id/services': 'desk',
  'GET /api/admin/categories': 'catalog.read',
  'GET /api/admin/categories/:id': 'catalog.read',
  'GET /api/admin/price-templates': 'catalog.read',
  'GET /api/admin/price-templates/:id': 'catalog.read',
  'GET /api/admin/coupons': 'catalog.read',
  'POST /api/admin/products': 'catalog.write',
  'PUT /api/admin/products/:id': 'catalog.write',
  'DELETE /api/admin/products/:id': 'catalog.write',
  'POST /api/admin/products/:id/image': 'catalog.write',
  'POST /api/admin/items': 'catalog.write',
  'PUT /api/admin/items/:id': 'catalog.write',
  'DELETE /api/admin/items/:id': 'catalog.write',
  'POST /api/admin/categories': 'catalog.write',
  'PUT /api/admin/categories/:id': 'catalog.write',
  'DELETE /api/admin/categories/:id': 'catalog.write',
  'POST /api/admin/price-templates': 'catalog.write',
  'PUT /api/admin/price-templates/:id': 'catalog.write',
  'DELETE /api/admin/price-templates/:id': 'catalog.write',
  'POST /api/admin/coupons': 'catalog.write',
  'PATCH /api/admin/coupons/:id': 'catalog.write',

  'GET /api/admin/reviews': 'reviews',
  'GET /api/admin/reviews/:id': 'reviews',

  // The accountant's books.
  'GET /api/admin/invoices': 'invoices',
  'GET /api/admin/invoices/open-items': 'invoices',
  'GET /api/admin/invoices/export.csv': 'invoices',
  'GET /api/admin/invoices/export.datev.csv': 'invoices',
  'GET /api/admin/invoices/export.zip': 'invoices',
  'GET /api/admin/exports/rentals.csv': 'exports',
  'GET /api/admin/exports/orders.csv': 'exports',
  'GET /api/admin/exports/units.csv': 'exports',
  'GET /api/admin/exports/customers.csv': 'exports',
  'GET /api/admin/reports/revenue': 'reports',
  'GET /api/admin/reports/revenue.csv': 'reports',
  'GET /api/admin/reports/utilisation': 'reports',
  'GET /api/admin/reports/utilisation.csv': 'reports',

  // The shop's settings: legal and payment details also need `settings.legal` (settings/routes.ts).
  // Read by every staff screen that applies the shop's rules (the desk's deposits and late fees).
  'GET /api/admin/settings': 'orders.read',
  'PATCH /api/admin/settings': 'settings',

  // Other tools, and the record of who did what.
  'GET /api/admin/webhooks': 'integrations',
  'POST /api/admin/webhooks': 'integrations',
  'PATCH /api/admin/webhooks/:id': 'integrations',
  'DELETE /api/admin/webhooks/:id': 'integrations',
  'POST /api/admin/webhooks/:id/rotate-secret': 'integrations',
  'GET /api/admin/webhooks/:id/deliveries': 'integrations',
  'POST /api/admin/webhooks/deliveries/:id/resend': 'integrations',
  'POST /api/admin/webhooks/deliveries/:id/skip': 'integrations',
  'GET /api/admin/api-tokens': 'integrations',
  'POST /api/admin/api-tokens': 'integrations',
  'DELETE /api/admin/api-tokens/:id': 'integrations',
  'GET /api/admin/calendar-feed': 'integrations',
  'POST /api/admin/calendar-feed/renew': 'integrations',
  'GET /api/admin/audit-log': 'audit',
};
