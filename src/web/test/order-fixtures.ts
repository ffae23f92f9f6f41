import type { Order } from '@shared/schemas/order';
import { customer } from '@/test/signed-in';

/*
 * Orders for the components' tests: a camera and a lens booked in 2099 by the test's customer,
 * placed and due at pick-up; each test changes what it is about.
 */

type Line = Order['rentals'][number];

/** A line of order FH-2099-000005, not started: a Canon R5 for three days at 200.00. */
export const orderLine = (overrides: Partial<Line> = {}): Line => ({
  id: 31,
  userId: customer.id,
  productId: 12,
  productName: 'Canon R5',
  dateFrom: '2099-06-01',
  dateTo: '2099-06-03',
  items: [],
  quantity: 1,
  isKit: false,
  orderId: 5,
  orderReference: 'FH-2099-000005',
  dailyPrice: '200.00',
  chargedDays: 3,
  total: '600.00',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '0.00',
  orderStatus: 'Placed',
  createdAt: '2099-05-01T10:00:00.000Z',
  cancelledAt: null,
  userName: customer.fullName,
  userEmail: customer.email,
  reviewStatus: 'CantReview',
  reviewId: null,
  incident: null,
  checkedOutAt: null,
  checkedInAt: null,
  status: 'Requested',
  state: 'booked',
  overdue: false,
  daysLate: 0,
  lateFee: '0.00',
  ...overrides,
});

/** Rent 600.00 + 93.00, 10 % off both lines, the waiver on the camera only. */
export const camera = orderLine({ discount: '60.00', damageWaiver: '60.00' });
export const lens = orderLine({
  id: 32,
  productId: 13,
  productName: 'Sigma 35mm',
  dailyPrice: '31.00',
  total: '93.00',
  discount: '9.30',
});

/** Order FH-2099-000005: the camera and the lens, placed, nothing paid, due at pick-up. */
export const anOrder = (overrides: Partial<Order> = {}): Order => ({
  id: 5,
  reference: 'FH-2099-000005',
  status: 'Placed',
  total: '683.70',
  discount: '69.30',
  damageWaiver: '60.00',
  couponCode: 'SUMMER10',
  purchaseOrder: null,
  vatTreatment: 'standard',
  placedAt: '2099-05-01T10:00:00.000Z',
  cancelledAt: null,
  userId: customer.id,
  rentals: [camera, lens],
  payment: 'at_pickup',
  paymentStatus: 'DueAtPickup',
  checkoutUrl: null,
  holdExpiresAt: null,
  balanceDue: '683.70',
  dueNow: '0.00',
  changesDue: '0.00',
  paid: '0.00',
  refunded: '0.00',
  deposit: { due: '0.00', taken: '0.00', kept: '0.00', returned: '0.00' },
  payments: [],
  payLater: null,
  business: null,
  invoices: [],
  ...overrides,
});
