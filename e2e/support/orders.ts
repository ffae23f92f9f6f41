import type { Browser, Page } from '@playwright/test';
import { productId } from './demo-data';
import { isoDaysFromToday } from './date-picker';
import { expect, sql, type TestUser } from './fixtures';
import { signedIn } from './login';

export type CartLine = { name: string; quantity: number; from: string; to: string };

/** The cart as the browser keeps it (SPEC section 3), with the products as the API gives them. */
export async function fillCart(page: Page, lines: CartLine[]) {
  const ids = await Promise.all(lines.map((line) => productId(line.name)));
  const { items } = (await (await page.request.get(`/api/products?ids=${ids.join(',')}`)).json()) as {
    items: { name: string }[];
  };
  const saved = lines.map((line) => ({
    product: items.find((product) => product.name === line.name),
    quantity: line.quantity,
    dates: { start: line.from, end: line.to },
  }));
  await page.evaluate((cart) => localStorage.setItem('cartProducts', JSON.stringify(cart)), saved);
}

/** The one order of the customer with this email (it fails when there is none, or more than one). */
export async function orderOf(email: string): Promise<{ id: number; reference: string }> {
  const result = await sql(
    `SELECT DISTINCT o.id, o.reference FROM orders o JOIN rentals r ON r.order_id = o.id
     JOIN "user" u ON u.id = r.user_id WHERE u.email = $1`,
    [email],
  );
  expect(result.rowCount).toBe(1);
  return result.rows[0] as { id: number; reference: string };
}

/**
 * A product of a journey's own in Accessories at `price` a day, written by SQL: `units` working
 * units (`<name>-1`, `<name>-2`, …), then `outForService` more out for their service, each unit
 * kept back `bufferDays` after a rental.
 */
export async function ownProduct(name: string, price: number, { units = 1, outForService = 0, bufferDays = 0 } = {}) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id, buffer_days)
     SELECT $1, 'Made by a journey.', $2, 'Canon', 'R5', id, $3 FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name, price, bufferDays],
  );
  const productId = product.rows[0].id as number;
  for (let unit = 1; unit <= units; unit++) {
    await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-${unit}`, productId]);
  }
  for (let unit = units + 1; unit <= units + outForService; unit++) {
    await sql(
      `INSERT INTO items (serial_number, product_id, status, out_for_service) VALUES ($1, $2, 'NonOperational', true)`,
      [`${name}-${unit}`, productId],
    );
  }
  return productId;
}

/**
 * An order paid at pick-up, placed through the API by the signed-in page's customer, from `from`
 * to `to` days ahead (8 to 9 unless said).
 */
export async function placeOrder(
  page: Page,
  lines: { productId: number; dailyPrice: string }[],
  { from = 8, to = 9 }: { from?: number; to?: number } = {},
) {
  const placed = await page.request.post('/api/orders', {
    data: {
      lines: lines.map((line) => ({
        ...line,
        dateFrom: isoDaysFromToday(from),
        dateTo: isoDaysFromToday(to),
        quantity: 1,
      })),
      payment: 'at_pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: number; reference: string };
}

/**
 * The customer's order of one unit of the product (placed in a browser of their own, then
 * closed), `from` to `to` days ahead: its rental, the unit it got and its days.
 */
export async function bookedRental(
  browser: Browser,
  customer: TestUser,
  line: { productId: number; dailyPrice: string },
  days: { from?: number; to?: number } = {},
) {
  const { from = 8, to = 9 } = days;
  const page = await signedIn(browser, customer);
  const order = await placeOrder(page, [line], { from, to });
  await page.context().close();
  const { rows } = await sql(
    `SELECT r.id AS rental_id, i.serial_number FROM rentals r
     JOIN rental_items ri ON ri.rental_id = r.id JOIN items i ON i.id = ri.item_id WHERE r.order_id = $1`,
    [order.id],
  );
  expect(rows).toHaveLength(1);
  return {
    ...order,
    rentalId: rows[0].rental_id as number,
    serial: rows[0].serial_number as string,
    dateFrom: isoDaysFromToday(from),
    dateTo: isoDaysFromToday(to),
  };
}
