// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRole } from '@shared/staff-roles';
import { admin, renderScreen } from '@/test/render-screen';
import DashboardLayout from './dashboard-layout';

/* The dashboard's menu lists the reports for the roles that may read them (decision 093). */

const menuLinks = (role: StaffRole) => {
  renderScreen(<DashboardLayout />, { user: { ...admin, role } });
  // The desktop menu; the phone's strip lists the same links.
  const [menu] = screen.getAllByRole('navigation', { name: 'Administrator dashboard' });
  return within(menu!)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
};

describe('the dashboard menu’s reports', () => {
  it.each(['owner', 'manager', 'accountant'] as const)('are listed for the %s', (role) => {
    expect(menuLinks(role)).toContainEqual(['Reports', '/administrator-dashboard/reports']);
  });

  it('are not listed for the counter', () => {
    expect(menuLinks('counter').map(([label]) => label)).not.toContain('Reports');
  });
});
