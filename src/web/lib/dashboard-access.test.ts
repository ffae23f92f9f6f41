import { describe, expect, it } from 'vitest';
import { guardedDashboardPaths, mayOpen, pagePermissionsOf } from './dashboard-access';
import { paths } from './paths';

/** Every route pattern under paths.dashboard (a link-only entry has none). */
function dashboardPatterns(node: object): string[] {
  return Object.values(node).flatMap((entry: object) =>
    'path' in entry && typeof entry.path === 'string'
      ? [entry.path]
      : 'getHref' in entry
        ? []
        : dashboardPatterns(entry),
  );
}

describe('dashboard pages by role', () => {
  it('names a permission for every page of the dashboard', () => {
    expect([...guardedDashboardPaths].sort()).toEqual(dashboardPatterns(paths.dashboard).sort());
  });

  it('reads the page from its address, the router’s way', () => {
    expect(pagePermissionsOf('/administrator-dashboard/orders/new')).toEqual(['orders.write']);
    expect(pagePermissionsOf('/administrator-dashboard/orders/12')).toEqual(['orders.read']);
    expect(pagePermissionsOf('/administrator-dashboard/desk/12?from=home')).toEqual(['desk']);
    expect(pagePermissionsOf('/administrator-dashboard/incidents/3')).toEqual(['orders.read']);
    expect(pagePermissionsOf('/administrator-dashboard/nothing-here')).toBeNull();
    expect(pagePermissionsOf('/cart')).toBeNull();
  });

  it('opens each page to the roles the server answers', () => {
    expect(mayOpen('counter', paths.dashboard.desk.getHref())).toBe(true);
    expect(mayOpen('accountant', paths.dashboard.desk.getHref())).toBe(false);
    expect(mayOpen('counter', paths.dashboard.settings.getHref())).toBe(false);
    expect(mayOpen('manager', paths.dashboard.settings.getHref())).toBe(true);
    expect(mayOpen('counter', paths.dashboard.manageCatalog.products.getHref())).toBe(false);
    // The units' list: where the desk records the services of the units due (decision 094).
    expect(mayOpen('counter', `${paths.dashboard.manageCatalog.items.getHref()}?serviceDue=true`)).toBe(true);
    expect(mayOpen('accountant', paths.dashboard.manageCatalog.items.getHref())).toBe(false);
    expect(mayOpen('accountant', paths.dashboard.integrations.getHref())).toBe(true);
    expect(mayOpen('counter', paths.dashboard.integrations.getHref())).toBe(false);
    expect(mayOpen('accountant', paths.dashboard.invoices.getHref())).toBe(true);
    expect(mayOpen('customer', paths.dashboard.root.getHref())).toBe(false);
  });
});
