// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import type { Business } from '@shared/schemas/business';
import { testProduct } from '@shared/test/test-product';
import { queryKeys } from '@/lib/query-keys';
import { customer, renderScreen } from '@/test/render-screen';
import type { CartPricing } from '../api/use-cart-price';
import { priceLines } from '../lib/cart-pricing';
import { purchaseOrder } from '../lib/purchase-order';
import { CartSummary } from './cart-summary';

/* The purchase-order number a business customer gives at checkout (issue 46). */

const lines: CartLine[] = [
  {
    product: testProduct(1, '40.00', 'Aputure LS 600d'),
    quantity: 1,
    range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate('2030-05-02') },
  },
];

const business = (purchaseOrderRequired: boolean): Business => ({
  company: 'Productions Lumière SA',
  vatId: 'FR40303265045',
  purchaseOrderRequired,
  vatCheck: { status: 'valid', checkedAt: '2030-04-01T10:00:00.000Z', requestId: 'WAPI1' },
  payOnInvoice: false,
  paymentTermsDays: 14,
});

const pricing: CartPricing = {
  request: { lines: priceLines(lines) },
  userId: customer.id,
  current: undefined,
  shown: undefined,
  failed: false,
  fetching: false,
  waiver: undefined,
};

function summary(user: typeof customer) {
  const onCheckout = vi.fn();
  renderScreen(
    <CartSummary
      lines={lines}
      pricing={pricing}
      onCheckout={onCheckout}
      pending={false}
      checking={false}
      paymentProblem={null}
    />,
    {
      user,
      seed: [
        [
          queryKeys.shop,
          {
            ...DEFAULT_OPENING_RULES,
            bookingLimits: DEFAULT_BOOKING_LIMITS,
            payments: { methods: ['at_pickup'], holdMinutes: 30 },
            deposits: { enabled: false },
            cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
          },
        ],
      ],
    },
  );
  return onCheckout;
}

const field = () => screen.queryByRole('textbox', { name: /^Purchase-order number/ });

describe('the purchase-order number at checkout', () => {
  afterEach(() => purchaseOrder.reset());

  it('is not asked of a private customer', () => {
    summary(customer);
    expect(field()).toBeNull();
  });

  it('is required when the business asks for one: refused empty, with the focus on it, then sent', async () => {
    const user = userEvent.setup();
    const onCheckout = summary({ ...customer, business: business(true) });
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(onCheckout).not.toHaveBeenCalled();
    expect(screen.getByText("Enter your company's purchase-order number for this order.")).toBeTruthy();
    expect(document.activeElement).toBe(field());
    await user.type(field()!, ' PO-4711 ');
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(purchaseOrder.toSend()).toBe('PO-4711');
  });

  it('is optional otherwise, and says where it goes', async () => {
    const user = userEvent.setup();
    const onCheckout = summary({ ...customer, business: business(false) });
    expect(screen.getByText('Optional. Printed on the invoice.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Proceed to checkout' }));
    expect(onCheckout).toHaveBeenCalledTimes(1);
    expect(purchaseOrder.toSend()).toBeUndefined();
  });
});
