// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/schemas/user';
import { accountant, admin, counter, renderScreen } from '@/test/render-screen';
import DashboardLayout from './dashboard-layout';

/** The dashboard's frame at `path`, for `user`: its menu, and where the page goes. */
function renderDashboard(user: CurrentUser, path = '/administrator-dashboard') {
  return renderScreen(<DashboardLayout />, { route: '/administrator-dashboard/*', path, user });
}

/** The side menu's links (the phone's strip repeats them), in order. */
const menuLinks = () =>
  within(screen.getAllByRole('navigation', { name: 'Administrator dashboard' })[0]!)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('DashboardLayout by role', () => {
  it('shows the owner every section, Staff included', () => {
    renderDashboard(admin);
    expect(menuLinks()).toEqual([
      'Overview',
      'Hand-over desk',
      'Planner',
      'Rental requests',
      'Incidents',
      'Reviews',
      'Audit log',
      'Categories',
      'Products',
      'Items',
      'Price templates',
      'Customers',
      'Staff',
      'Invoices',
      'Reports',
      'Quotes',
      'Coupons',
      'Integrations',
      'Settings',
    ]);
  });

  it('shows a counter the desk, orders and customers, and none of the sections the role may not use', () => {
    renderDashboard(counter);
    expect(menuLinks()).toEqual([
      'Overview',
      'Hand-over desk',
      'Planner',
      'Rental requests',
      'Incidents',
      // Of the catalogue, the units only: where their services are recorded (decision 094).
      'Items',
      'Customers',
      'Quotes',
    ]);
  });

  it('shows an accountant the invoices and the exports (under Integrations), not the desk', () => {
    renderDashboard(accountant);
    expect(menuLinks()).toEqual([
      'Overview',
      'Planner',
      'Rental requests',
      'Incidents',
      'Customers',
      'Invoices',
      'Reports',
      'Quotes',
      'Integrations',
    ]);
  });

  it('says which role refuses a page opened by its address, and leads back to the overview', () => {
    renderDashboard(counter, '/administrator-dashboard/settings');
    expect(screen.getByRole('heading', { name: 'Not open to your role', level: 1 })).toBeTruthy();
    expect(
      screen.getByText("Your role (counter) does not allow this page: ask the shop's owner if you need it."),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the overview' }).getAttribute('href')).toBe(
      '/administrator-dashboard',
    );
    // The menu stays, so the way to the pages the role may use is at hand.
    expect(menuLinks()).toContain('Hand-over desk');
  });

  it('refuses the accountant one rental at the desk, and no page the role may use', () => {
    const { unmount } = renderDashboard(accountant, '/administrator-dashboard/desk/12');
    expect(
      screen.getByText("Your role (accountant) does not allow this page: ask the shop's owner if you need it."),
    ).toBeTruthy();
    unmount();
    renderDashboard(accountant, '/administrator-dashboard/invoices?from=2030-01-01');
    expect(screen.queryByText(/does not allow this page/)).toBeNull();
  });

  it('lets a counter read the staff by its address, though the menu does not offer it', () => {
    renderDashboard(counter, '/administrator-dashboard/staff');
    expect(screen.queryByText(/does not allow this page/)).toBeNull();
  });
});
