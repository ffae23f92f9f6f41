// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/schemas/order';
import { renderScreen } from '@/test/render-screen';
import { AdminPaymentPanel } from './admin-payment-panel';

/* The order's money for the shop: "customer pays later", as the desk recorded it (issue 48). */

const order = (overrides: Partial<Order> = {}): Order => ({
  id: 13,
  reference: 'FH-2026-000013',
  status: 'Placed',
  total: '119.40',
  discount: '0.00',
  damageWaiver: '0.00',
  couponCode: null,
  purchaseOrder: null,
  vatTreatment: 'standard',
  placedAt: '2026-03-01T10:00:00.000Z',
  cancelledAt: null,
  userId: 'ada',
  rentals: [],
  payment: 'at_pickup',
  paymentStatus: 'PartlyPaid',
  checkoutUrl: null,
  holdExpiresAt: null,
  balanceDue: '69.40',
  dueNow: '0.00',
  changesDue: '0.00',
  paid: '50.00',
  refunded: '0.00',
  deposit: { due: '0.00', taken: '0.00', kept: '0.00', returned: '0.00' },
  payments: [],
  payLater: { reason: 'Pays the rest on Friday', amount: '69.40', at: '2026-03-02T10:00:00.000Z', byName: 'Dana Desk' },
  business: null,
  invoices: [],
  ...overrides,
});

describe('the order’s money for the shop', () => {
  it('shows why the customer pays later while the order still owes', () => {
    renderScreen(<AdminPaymentPanel order={order()} />);
    const note = screen.getByTestId('pays-later');
    expect(note.textContent).toContain('Customer pays later: Pays the rest on Friday');
    expect(note.textContent).toContain('by Dana Desk');
    expect(note.textContent).toContain('€69.40');
  });

  it('leaves it out once the order is paid', () => {
    renderScreen(<AdminPaymentPanel order={order({ balanceDue: '0.00', paymentStatus: 'Paid', paid: '119.40' })} />);
    expect(screen.queryByTestId('pays-later')).toBeNull();
  });
});
