import type { Page } from '@playwright/test';
import { productId } from './demo-data';
import { isoDaysFromToday } from './date-picker';
import { expect, sql } from './fixtures';

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

/** A product of a journey's own in Accessories, one unit, at `price` a day, written by SQL. */
export async function ownProduct(name: string, price: number) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by a journey.', $2, 'Canon', 'R5', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name, price],
  );
  const productId = product.rows[0].id as number;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-1`, productId]);
  return productId;
}

/** An order paid at pick-up, placed through the API by the signed-in page's customer, 8 to 9 days ahead. */
export async function placeOrder(page: Page, lines: { productId: number; dailyPrice: string }[]) {
  const placed = await page.request.post('/api/orders', {
    data: {
      lines: lines.map((line) => ({
        ...line,
        dateFrom: isoDaysFromToday(8),
        dateTo: isoDaysFromToday(9),
        quantity: 1,
      })),
      payment: 'at_pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: number; reference: string };
}
