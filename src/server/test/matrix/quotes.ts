import { addDays } from '../../../shared/calendar-date';
import { quoteLines, quotes } from '../../quotes/schema';
import { adminOnly, type Entry, type Scene } from '../authorization-matrix';

/*
 * Quotes (issue 46, decision 090): the customer's own (another customer's answers 404, as one
 * that does not exist; staff read them on the admin routes), the staff's, the PDF and an order's
 * rental agreement (its customer and staff). A call that changes a quote has a fresh one per role.
 */

let counter = 0;

/** A fresh open quote of customer A's, of one unit of a fresh product, 20 to 21 days ahead. */
async function quoteOfA(s: Scene): Promise<number> {
  const product = await s.newProduct(1);
  counter += 1;
  const [quote] = await s.t.db
    .insert(quotes)
    .values({
      number: `MTX-2030-${String(counter).padStart(5, '0')}`,
      userId: s.users.customerA.id,
      totalCents: 2_000,
      validUntil: addDays(s.today, 14),
    })
    .returning({ id: quotes.id });
  await s.t.db.insert(quoteLines).values({
    quoteId: quote!.id,
    position: 0,
    productId: product.id,
    dateFrom: addDays(s.today, 20),
    dateTo: addDays(s.today, 21),
    quantity: 1,
    chargedDays: 2,
    dailyCents: 1_000,
    vatRate: '19.00',
  });
  return quote!.id;
}

const lines = (s: Scene) => [
  { productId: s.product.id, dateFrom: addDays(s.today, 20), dateTo: addDays(s.today, 21), quantity: 1 },
];

const ownOnly = { anonymous: 401, customerA: 200, customerB: 404, admin: 404 };
const ownAndStaff = { anonymous: 401, customerA: 200, customerB: 404, admin: 200 };

export const quotesMatrix: Entry[] = [
  // Quotes (issue 46)
  {
    route: 'POST /api/quotes',
    request: (s) => ({ url: '/api/quotes', payload: { lines: lines(s) } }),
    expect: { anonymous: 401, customerA: 201, customerB: 201, admin: 201 },
  },
  { route: 'GET /api/quotes', expect: { anonymous: 401, customerA: 200, customerB: 200, admin: 200 } },
  {
    route: 'GET /api/quotes/:id',
    request: async (s) => ({ url: `/api/quotes/${await quoteOfA(s)}` }),
    expect: ownOnly,
  },
  {
    route: 'POST /api/quotes/:id/accept',
    request: async (s) => ({
      url: `/api/quotes/${await quoteOfA(s)}/accept`,
      payload: { name: 'Customer A', acceptTerms: true },
    }),
    expect: { anonymous: 401, customerA: 201, customerB: 404, admin: 404 },
  },
  {
    route: 'GET /api/quotes/:id/pdf',
    request: async (s) => ({ url: `/api/quotes/${await quoteOfA(s)}/pdf` }),
    expect: ownAndStaff,
  },
  {
    route: 'GET /api/orders/:id/agreement.pdf',
    request: (s) => ({ url: `/api/orders/${s.rentalOfA.orderId}/agreement.pdf` }),
    expect: ownAndStaff,
  },
  {
    route: 'POST /api/admin/quotes',
    request: (s) => ({
      url: '/api/admin/quotes',
      payload: { customer: { email: s.users.customerA.email }, lines: lines(s) },
    }),
    expect: adminOnly(201),
  },
  { route: 'GET /api/admin/quotes', expect: adminOnly(200) },
  {
    route: 'GET /api/admin/quotes/:id',
    request: async (s) => ({ url: `/api/admin/quotes/${await quoteOfA(s)}` }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/admin/quotes/:id/revise',
    request: async (s) => ({ url: `/api/admin/quotes/${await quoteOfA(s)}/revise`, payload: { lines: lines(s) } }),
    expect: adminOnly(201),
  },
];
