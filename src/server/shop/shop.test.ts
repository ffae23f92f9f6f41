import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { DEFAULT_NEW_CUSTOMER_LIMITS } from '../../shared/new-customer-limits';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let shop: TestApp;
let raised: TestApp;

beforeAll(async () => {
  [shop, raised] = await Promise.all([
    createTestApp({ newCustomerLimits: DEFAULT_NEW_CUSTOMER_LIMITS }),
    createTestApp({ bookingLimits: { maxRentalDays: 90, bookingHorizonDays: 730, maxUnitsPerBooking: 10 } }),
  ]);
});
afterAll(() => Promise.all([shop.close(), raised.close()]));

describe('GET /api/shop', () => {
  it('tells anyone the booking limits the server enforces, by default 30 days, 365 ahead, 4 units, 10 open; 2 open and 2 units for new customers, who share half of a product', async () => {
    const response = await shop.app.inject('/api/shop');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      timeZone: 'Europe/Madrid',
      today: TEST_TODAY,
      bookingLimits: { maxRentalDays: 30, bookingHorizonDays: 365, maxUnitsPerBooking: 4, maxOpenRentals: 10 },
      newCustomerLimits: { maxOpenRentals: 2, maxUnits: 2, stockSharePercent: 50 },
      // Without Stripe's settings customers pay at pick-up, as before payments (issue 28).
      payments: { methods: ['at_pickup'], holdMinutes: 30 },
      deposits: { enabled: true },
      cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
      // Until the shop sets its opening days it is open every day, as before issue 31.
      openingDays: [1, 2, 3, 4, 5, 6, 7],
      closedDates: [],
      leadTimeDays: 0,
      closedDaysFree: false,
      weekendAsOneDay: false,
      damageWaiver: { mode: 'off', percent: 10, terms: '', translations: { es: { terms: '' }, de: { terms: '' } } },
      seasons: [],
    });
  });

  it('answers raised limits, and bookings follow them', async () => {
    expect((await raised.app.inject('/api/shop')).json().bookingLimits).toEqual({
      maxRentalDays: 90,
      bookingHorizonDays: 730,
      maxUnitsPerBooking: 10,
      maxOpenRentals: 10,
    });
    const booking = {
      dateFrom: addDays(TEST_TODAY, 600),
      dateTo: addDays(TEST_TODAY, 689),
      quantity: 10,
    };
    for (const [app, status] of [
      [shop, 400],
      [raised, 201],
    ] as const) {
      const product = await insertProduct(app.db);
      await insertItems(app.db, product.id, 10);
      const { cookie } = await app.signIn({ email: 'crew@example.com' });
      const response = await app.app.inject({
        method: 'POST',
        url: '/api/rentals',
        headers: { cookie },
        payload: { productId: product.id, ...booking },
      });
      expect(response.statusCode, response.body).toBe(status);
    }
  });
});
