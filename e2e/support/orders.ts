import type { Page } from '@playwright/test';
import { productId } from './demo-data';
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
