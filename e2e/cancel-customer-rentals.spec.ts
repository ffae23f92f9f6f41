import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { giveRental } from './support/demo-data';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/* The dashboard clears what an account holds in one step (decision 036). */

const LENS = 'Sigma 35mm F1.4 DG DN Art';
const CAMERA = 'Sony Alpha 7 IV';

/** The user's rentals not cancelled, newest first, with their first day relative to today. */
async function rentalsOf(user: TestUser): Promise<{ id: number; startsIn: number }[]> {
  const result = await sql(
    `SELECT r.id, r.date_from - current_date AS starts_in FROM rentals r JOIN "user" u ON u.id = r.user_id
     WHERE u.email = $1 AND r.cancelled_at IS NULL ORDER BY r.id DESC`,
    [user.email],
  );
  return result.rows.map((row) => ({ id: row.id as number, startsIn: row.starts_in as number }));
}

test.describe("cancelling a customer's open rentals from the dashboard", () => {
  test('an administrator sees the open rental requests of a customer and cancels them all in one step', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Hugo Hoarder' });
    await giveRental(customer.email, CAMERA, -1, 2);
    for (const offset of [20, 40, 60]) await giveRental(customer.email, LENS, offset, offset + 6);
    const [newest] = await rentalsOf(customer);

    await logIn(page, admin, { at: `/administrator-dashboard/rental-requests/${newest!.id}` });
    await expect(page.getByRole('heading', { name: 'Rental requests', level: 1 })).toBeVisible();
    await screenshots(page, 'rental-page');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: "Cancel customer's open rentals" }).click();
    const dialog = page.getByRole('dialog', { name: "Cancel this customer's open rentals" });
    await expect(dialog).toContainText(`Hugo Hoarder (${customer.email})`);
    const listed = dialog.getByRole('list', { name: 'Rental requests to cancel' }).getByRole('listitem');
    await expect(listed).toHaveCount(3);
    await expect(listed.first()).toContainText(LENS);
    await expect(dialog).toContainText('Rentals already under way or with an incident stay.');
    await screenshots(page, 'cancel-customer-rentals');
    await expectAccessible(page, "cancel a customer's open rentals");

    await dialog.getByRole('button', { name: 'Cancel all 3 rental requests' }).click();
    await expect(page.getByText('3 rental requests cancelled')).toBeVisible();
    // The rental on screen was one of them: the page leaves for the list.
    await expect(page).toHaveURL(/\/administrator-dashboard\/rental-requests$/);
    expect((await rentalsOf(customer)).map((rental) => rental.startsIn)).toEqual([-1]);
    // Cancelled, not deleted: each stays in its order as history (decision 038).
    const cancelled = await sql(
      `SELECT count(*)::int AS n FROM rentals r JOIN "user" u ON u.id = r.user_id
       WHERE u.email = $1 AND r.cancelled_at IS NOT NULL`,
      [customer.email],
    );
    expect(cancelled.rows[0].n).toBe(3);
    const logged = await sql(
      `SELECT count(*)::int AS n FROM audit_log WHERE entity = 'rental' AND action = 'delete' AND actor_name = $1`,
      [admin.fullName],
    );
    expect(logged.rows[0].n).toBe(3);
  });
});
