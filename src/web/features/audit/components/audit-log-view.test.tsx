// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@shared/schemas/audit';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, pages, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { AuditLogView } from './audit-log-view';

const edit: AuditEntry = {
  id: 3,
  at: '2030-05-03T10:00:00.000Z',
  actor: { id: 'admin-1', name: 'Ada Admin' },
  action: 'edit',
  entity: 'product',
  entityId: 12,
  label: 'Canon R5',
  before: { dailyPrice: '40.00' },
  after: { dailyPrice: '45.00' },
};

const route = paths.dashboard.auditLog.path;
const logOf = (rows: AuditEntry[], query = {}, next: string | null = null): Seed => [
  [queryKeys.auditLog.list(query), pages(rows, next)],
];

describe('AuditLogView', () => {
  it('lists the changes newest first, who made them, to what, and the kind-of-record filter', () => {
    renderScreen(<AuditLogView />, { route, path: '/administrator-dashboard/audit-log', seed: logOf([edit]) });
    expect(screen.getByRole('heading', { name: 'Audit log', level: 1 })).toBeTruthy();
    expect(screen.getByText('Every change an administrator made, newest first.')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['When', 'Who', 'What', 'Record', 'Changes']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Ada Admin')).toBeTruthy();
    expect(within(row).getByText('Edited product')).toBeTruthy();
    expect(within(row).getByText('Canon R5')).toBeTruthy();
    expect(within(row).getByText('Daily price', { exact: false })).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'History of Canon R5' })).toBeTruthy();
    expect(screen.getByLabelText('Kind of record', { selector: 'input' })).toHaveProperty('value', 'All records');
  });

  it("says which of a rental's days the shop closed, and what it chose for it", () => {
    const closedDay: AuditEntry = {
      ...edit,
      id: 4,
      entity: 'rental',
      entityId: 21,
      label: null,
      before: { closedDays: [] },
      after: { closedDays: [{ date: '2030-12-09', kind: 'pick-up', choice: 'keep' }] },
    };
    renderScreen(<AuditLogView />, { route, path: '/administrator-dashboard/audit-log', seed: logOf([closedDay]) });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText('Days the shop closed', { exact: false })).toBeTruthy();
    expect(within(row).getByText('9 December 2030: pick-up kept, the desk expects it', { exact: false })).toBeTruthy();
  });

  it('shows cards where the table does not fit', () => {
    renderScreen(<AuditLogView />, {
      route,
      path: '/administrator-dashboard/audit-log',
      seed: logOf([edit]),
      width: 600,
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(screen.getAllByRole('listitem')[0]!).getByText('Edited product')).toBeTruthy();
  });

  it('says when nothing has been changed yet, for the whole log, a kind of record and one record', () => {
    const { unmount } = renderScreen(<AuditLogView />, {
      route,
      path: '/administrator-dashboard/audit-log',
      seed: logOf([]),
    });
    expect(screen.getByText('Nothing has been changed yet.')).toBeTruthy();
    unmount();
    const kind = renderScreen(<AuditLogView />, {
      route,
      path: '/administrator-dashboard/audit-log?entity=webhook',
      seed: logOf([], { entity: 'webhook' }),
    });
    expect(screen.getByText('No changes to this kind of record yet.')).toBeTruthy();
    expect(screen.getByLabelText('Kind of record', { selector: 'input' })).toHaveProperty('value', 'Webhooks');
    kind.unmount();
    renderScreen(<AuditLogView />, {
      route,
      path: '/administrator-dashboard/audit-log?entity=product&entityId=99',
      seed: logOf([], { entity: 'product', entityId: 99 }),
    });
    expect(screen.getByRole('heading', { name: 'History of Product #99', level: 1 })).toBeTruthy();
    expect(screen.getByText('Nothing has been changed on this record yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Show all changes' }).getAttribute('href')).toBe(
      '/administrator-dashboard/audit-log',
    );
    expect(screen.queryByLabelText('Kind of record', { selector: 'input' })).toBeNull();
  });

  it('names one record’s history after the record', () => {
    renderScreen(<AuditLogView />, {
      route,
      path: '/administrator-dashboard/audit-log?entity=product&entityId=12',
      seed: logOf([edit], { entity: 'product', entityId: 12 }),
    });
    expect(screen.getByRole('heading', { name: 'History of Canon R5', level: 1 })).toBeTruthy();
    // Already on its history: no link to it.
    expect(screen.queryByRole('link', { name: 'History of Canon R5' })).toBeNull();
  });

  it('reaches the filter, a record’s history and Load more by keyboard', async () => {
    const user = userEvent.setup();
    renderScreen(<AuditLogView />, {
      route,
      path: '/administrator-dashboard/audit-log',
      seed: logOf([edit], {}, 'cursor'),
    });
    const filter = await tabTo(user, screen.getByLabelText('Kind of record', { selector: 'input' }));
    const history = await tabTo(user, screen.getByRole('link', { name: 'History of Canon R5' }));
    const more = await tabTo(user, screen.getByRole('button', { name: 'Load more' }));
    expect(filter).toBeLessThan(history);
    expect(history).toBeLessThan(more);
  });
});
