import { sql } from './fixtures';

/** The id of a demo product by name (the e2e server starts from the demo shop). */
export async function productId(name: string): Promise<number> {
  const result = await sql('SELECT id FROM products WHERE name = $1', [name]);
  if (result.rowCount === 0) throw new Error(`No demo product named ${name}`);
  return result.rows[0].id as number;
}

/** A rental of the product for the user, from `fromOffset` to `toOffset` days from today, written directly. */
export async function giveRental(email: string, productName: string, fromOffset: number, toOffset: number) {
  await sql(
    `INSERT INTO rentals (user_id, product_id, date_from, date_to)
     SELECT u.id, p.id, current_date + $3::int, current_date + $4::int FROM "user" u, products p
     WHERE u.email = $1 AND p.name = $2`,
    [email, productName, fromOffset, toOffset],
  );
}
