// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@shared/schemas/coupon';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { couponKeys } from '../api/coupon-keys';
import { canon, categories, december, twenty } from '../lib/coupon-fixtures';
import { CouponsView } from './coupons-view';

const seed = (coupons: Coupon[]): Seed => [
  [couponKeys.list, coupons],
  [queryKeys.categories.all, categories],
  [queryKeys.products.list({ couponTargets: [12] }), [{ id: canon.id, name: canon.name }]],
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('CouponsView', () => {
  it('lists each coupon: what it gives, when, how often it was used, its limits and what it is for', () => {
    renderScreen(<CouponsView />, { seed: seed([december, twenty]) });
    expect(screen.getByRole('heading', { name: 'Coupons', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Code', 'Discount', 'Valid', 'Uses', 'Applies to', 'Active']);
    const [, first, second] = within(table).getAllByRole('row');
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(first!)).toEqual([
      'WINTER-10',
      '10% off',
      'From 1 December 2026 to 31 December 2026',
      '3 of 50 used2 times per customer',
      'Categories: Lenses, Lenses › Prime lensesFrom 3 charged days',
      '',
    ]);
    expect(cells(second!)).toEqual([
      'CAMERA20',
      '€20.00 off',
      'Always',
      'Not used yetNo limit per customer',
      'Products: Canon R5Any rental length',
      '',
    ]);
    const on = within(first!).getByRole('switch', { name: 'Customers can use WINTER-10' });
    expect(on).toHaveProperty('checked', true);
    expect(within(second!).getByRole('switch', { name: 'Customers can use CAMERA20' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('shows cards where the table does not fit, each with its switch', () => {
    renderScreen(<CouponsView />, { seed: seed([december, twenty]), width: 390 });
    expect(screen.queryByRole('table')).toBeNull();
    const [first] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('WINTER-10')).toBeTruthy();
    expect(within(first!).getByText('10% off')).toBeTruthy();
    expect(within(first!).getByText('From 3 charged days')).toBeTruthy();
    expect(within(first!).getByRole('switch', { name: 'Customers can use WINTER-10' })).toBeTruthy();
  });

  it('says what coupons are for while there are none', () => {
    renderScreen(<CouponsView />, { seed: seed([]) });
    expect(screen.getByText(/No coupons yet\. A coupon is a code customers type in the cart/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New coupon' })).toBeTruthy();
  });

  it('switches a code off by keyboard, and shows the answer', async () => {
    const user = userEvent.setup();
    renderScreen(<CouponsView />, { seed: seed([december]) });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'PATCH' && request.url.endsWith('/api/admin/coupons/2')) {
        sent.push(await request.json());
        return json({ ...december, active: false });
      }
      if (request.method === 'GET' && request.url.endsWith('/api/admin/coupons')) {
        return json({ items: [{ ...december, active: false }] });
      }
      return new Response(null, { status: 503 });
    });
    const toggle = screen.getByRole('switch', { name: 'Customers can use WINTER-10' });
    await tabTo(user, screen.getByRole('button', { name: 'New coupon' }));
    await tabTo(user, toggle);
    await user.keyboard(' ');
    await waitFor(() => expect(toggle).toHaveProperty('checked', false));
    expect(sent).toEqual([{ active: false }]);
    expect(await screen.findByText('WINTER-10 is off: customers can no longer use it')).toBeTruthy();
  });

  it('opens "New coupon" with the focus in the code', async () => {
    const user = userEvent.setup();
    renderScreen(<CouponsView />, {
      seed: [...seed([]), [queryKeys.products.list({ couponOptions: true, q: '' }), [canon]]],
    });
    await user.click(screen.getByRole('button', { name: 'New coupon' }));
    const dialog = await screen.findByRole('dialog', { name: 'New coupon' });
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Code/ })));
  });
});
