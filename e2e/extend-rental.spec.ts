import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { dayName, isoDaysFromToday } from './support/date-picker';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/* A customer extends a rental from their account (issue 31) and sees its new dates and total. */

const CAMERA = 'Fujifilm X-T5';

/** A rental of one free unit of `product` for the user, days `from` to `to` from today, paid at pick-up. */
async function giveRentalWithUnit(email: string, product: string, from: number, to: number) {
  const result = await sql(
    `WITH r AS (
       INSERT INTO rentals (user_id, product_id, date_from, date_to)
       SELECT u.id, p.id, current_date + $3::int, current_date + $4::int FROM "user" u, products p
       WHERE u.email = $1 AND p.name = $2
       RETURNING id, product_id, date_from, date_to, daily_price_cents)
     INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
     SELECT r.id, (
       SELECT i.id FROM items i WHERE i.product_id = r.product_id AND i.status = 'Operational'
         AND NOT EXISTS (SELECT 1 FROM rental_items ri WHERE ri.item_id = i.id AND NOT ri.cancelled
           AND daterange(ri.date_from, ri.blocked_to, '[]') && daterange(r.date_from, r.date_to + 20, '[]'))
       ORDER BY i.id LIMIT 1), r.date_from, r.date_to FROM r
     RETURNING rental_id, (SELECT daily_price_cents FROM r) AS price`,
    [email, product, from, to],
  );
  return { id: result.rows[0].rental_id as number, dailyPriceCents: result.rows[0].price as number };
}

const euros = (cents: number) => `€${(cents / 100).toFixed(2)}`;

test.describe('extending a rental from the account', () => {
  test('a customer extends a rental by two days and sees the new dates and the new total', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Erik Extender' });
    const offset = 230 + test.info().retry * 10;
    const rental = await giveRentalWithUnit(customer.email, CAMERA, offset, offset + 2);
    const newLastDay = isoDaysFromToday(offset + 4);
    await logIn(page, customer);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account/rental-requests');

    await page.getByRole('button', { name: `Extend rental of ${CAMERA}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend rental' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'New last day' }).click();
    await page
      .getByRole('button', { name: new RegExp(`^${dayName(newLastDay)}`) })
      .filter({ visible: true })
      .click();
    const quote = dialog.getByTestId('extension-quote');
    await expect(quote).toContainText(`2 more days: ${euros(rental.dailyPriceCents * 2)}`);
    await expect(quote).toContainText('You pay this in the shop');
    await screenshots(page, 'extend-rental');
    await expectAccessible(page, 'extend a rental');

    await dialog.getByRole('button', { name: 'Extend', exact: true }).click();
    const total = euros(rental.dailyPriceCents * 5);
    await expect(
      page.getByText(new RegExp(`^Extended to .+\\. New total: ${total.replace('.', '\\.')}$`)),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = await sql(`SELECT (date_to - current_date)::int AS ends_in FROM rentals WHERE id = $1`, [rental.id]);
    expect(saved.rows[0].ends_in).toBe(offset + 4);
    // The row shows the new last day ("… – 18 July 2027").
    const lastDay = dayName(newLastDay).split(', ')[1]!;
    await expect(page.getByRole('button', { name: new RegExp(`– ${lastDay}$`) })).toBeVisible();
    await screenshots(page, 'extended-rental');
  });
});
