import type { Page } from '@playwright/test';
import { SHOP_TIME_ZONE_META } from '../src/shared/shop-page';
import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { giveRental, productId } from './support/demo-data';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';

const LENS = 'Sigma 35mm F1.4 DG DN Art';
const CAMERA = 'Sony Alpha 7 IV';

/** The id of the user's only rental. */
async function rentalIdOf(user: TestUser): Promise<number> {
  const result = await sql('SELECT r.id FROM rentals r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1', [
    user.email,
  ]);
  expect(result.rowCount).toBe(1);
  return result.rows[0].id as number;
}

/** A review of the product by the user, written directly (posting one is e2e/reviews.spec.ts's journey). */
async function giveReview(user: TestUser, product: string, rating: number, comments: string): Promise<number> {
  const result = await sql(
    `INSERT INTO reviews (user_id, product_id, rating, comments)
     SELECT u.id, p.id, $3, $4 FROM "user" u, products p WHERE u.email = $1 AND p.name = $2 RETURNING id`,
    [user.email, product, rating, comments],
  );
  return result.rows[0].id as number;
}

/** An incident on the user's only rental, written directly. */
async function giveIncident(user: TestUser): Promise<number> {
  const result = await sql(
    `INSERT INTO incidents (user_id, rental_id, type, description)
     SELECT r.user_id, r.id, 'Payment', 'Charged twice.' FROM rentals r JOIN "user" u ON u.id = r.user_id
     WHERE u.email = $1 RETURNING id`,
    [user.email],
  );
  return result.rows[0].id as number;
}

/** Today in the shop's calendar (the zone the server writes into the page), as the pages write a day in English. */
async function shopToday(page: Page) {
  const timeZone = await page.locator(`meta[name="${SHOP_TIME_ZONE_META}"]`).getAttribute('content');
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: timeZone ?? 'UTC',
  }).format(new Date());
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

test.describe('account records: rental requests, incidents and reviews', () => {
  test('an incident reported from a rental row is on the incidents page, and leads back to its rental', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { fullName: 'Ines Incident' });
    await giveRental(user.email, CAMERA, 20, 22);
    const rentalId = await rentalIdOf(user);
    await logIn(page, user, { at: '/account/incidents' });
    await expect(page.getByText('There are no incident reports yet.')).toBeVisible();
    await expectAccessible(page, 'account incidents (empty)');

    // Help on the rental's row, all from the keyboard.
    await page.goto('/account/rental-requests');
    const row = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: 'Help' }) });
    await pressEnterOn(page, row.getByRole('button', { name: 'Help' }));
    const report = page.getByRole('dialog', { name: 'Report an incident' });
    const type = report.getByRole('combobox', { name: 'Type' });
    await expect(type).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const damaged = page.getByRole('option', { name: 'Product damaged' });
    await expect(damaged).toBeVisible();
    for (let presses = 0; presses < 10 && (await damaged.getAttribute('data-combobox-selected')) === null; presses++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(type).toHaveValue('Product damaged');
    await page.keyboard.press('Tab');
    await page.keyboard.type('The lens mount arrived bent.');
    await pressEnterOn(page, report.getByRole('button', { name: 'Report incident' }));
    await expect(page.getByText('Incident was created successfully!')).toBeVisible();
    await expect(report).toBeHidden();

    // The Help button became the incident's link, and the focus went there rather than to the page's top.
    const incidentLink = page.getByRole('table').getByRole('link', { name: 'Open', exact: true });
    await expect(incidentLink).toBeFocused();
    const incidentId = Number(
      (await sql('SELECT id FROM incidents WHERE rental_id = $1', [rentalId])).rows[0].id as number,
    );
    await expect(incidentLink).toHaveAttribute('href', `/account/incidents/${incidentId}`);
    await page.keyboard.press('Enter');

    // That incident, alone.
    await expect(page).toHaveURL(new RegExp(`/account/incidents/${incidentId}$`));
    await expect(heading(page, 'Incidents')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('Product damaged');
    await expect(rows.nth(1)).toContainText('The lens mount arrived bent.');
    await expect(rows.nth(1)).toContainText('Open');
    await expect(rows.nth(1)).toContainText(await shopToday(page));
    await expect(page.getByRole('link', { name: 'All incident reports' })).toBeVisible();
    await expectAccessible(page, 'one incident');

    // "Go to rental" opens exactly that rental, expanded.
    await pressEnterOn(page, page.getByRole('link', { name: 'Go to rental' }));
    await expect(page).toHaveURL(new RegExp(`/account/rental-requests/${rentalId}$`));
    await expect(heading(page, 'Rental requests')).toBeVisible();
    await expect(page.getByRole('link', { name: CAMERA })).toBeVisible();
    await expect(page.getByRole('table').getByRole('link', { name: 'Open', exact: true })).toBeVisible();
    await expectAccessible(page, 'one rental request');

    // Back to all of them, and to the whole incidents list, which shows the new one.
    await page.getByRole('link', { name: 'All rental requests' }).click();
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Incidents' }).click();
    await expect(page).toHaveURL(/\/account\/incidents$/);
    await expect(page.getByRole('table').getByRole('row').nth(1)).toContainText('The lens mount arrived bent.');
    await expect(page.getByRole('link', { name: 'All incident reports' })).toHaveCount(0);
    await expectAccessible(page, 'account incidents');
  });

  test("a rental's review badge opens that review, which the customer edits and then deletes", async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { fullName: 'Rosa Reviewer' });
    await giveRental(user.email, LENS, -8, -5);
    const reviewId = await giveReview(user, LENS, 4, 'Sharp, but a little heavy.');
    await logIn(page, user);

    // The rental has ended: it is among the past ones.
    await page.goto('/account/rental-requests?when=past');
    const badge = page.getByRole('table').getByRole('link', { name: 'Reviewed' });
    await expect(badge).toHaveAttribute('href', `/account/reviews/${reviewId}`);
    await pressEnterOn(page, badge);

    // That review, alone: its product, stars and comments.
    await expect(page).toHaveURL(new RegExp(`/account/reviews/${reviewId}$`));
    await expect(heading(page, 'Reviews')).toBeVisible();
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole('link', { name: LENS })).toHaveAttribute(
      'href',
      `/products/${await productId(LENS)}`,
    );
    await expect(rows.nth(1).getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(rows.nth(1)).toContainText('Sharp, but a little heavy.');
    await expectAccessible(page, 'one review');

    await page.getByRole('link', { name: 'All reviews' }).click();
    await expect(page).toHaveURL(/\/account\/reviews$/);
    const row = page.getByRole('table').getByRole('row').nth(1);
    await expect(row).toContainText('Sharp, but a little heavy.');
    await expectAccessible(page, 'account reviews');

    // Edit: the popup opens filled in; nothing to save until something changes.
    const edit = row.getByRole('button', { name: `Edit the review of ${LENS}` });
    await pressEnterOn(page, edit);
    const dialog = page.getByRole('dialog', { name: `Edit your review of ${LENS}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    const comments = dialog.getByRole('textbox', { name: 'Comments' });
    await expect(comments).toHaveValue('Sharp, but a little heavy.');
    const save = dialog.getByRole('button', { name: 'Save changes' });
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'edit review popup');
    const fiveStars = dialog.getByRole('radio', { name: '5 stars' });
    await dialog.locator(`label[for="${await fiveStars.getAttribute('id')}"]`).click();
    await tabTo(page, comments);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Sharp wide open, worth the weight.');
    await pressEnterOn(page, save);
    await expect(page.getByText('Review was edited successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Sharp wide open, worth the weight.');
    await expect(row.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
    await expect(edit).toBeFocused();

    // The product page shows the edited review too.
    await row.getByRole('link', { name: LENS }).click();
    const onProduct = page.getByRole('article').filter({ hasText: 'Rosa Reviewer' });
    await expect(onProduct).toContainText('Sharp wide open, worth the weight.');
    await page.goBack();
    await expect(heading(page, 'Reviews')).toBeVisible();

    // Delete: Cancel keeps it, Delete removes it.
    const remove = row.getByRole('button', { name: `Delete the review of ${LENS}` });
    await pressEnterOn(page, remove);
    const confirm = page.getByRole('dialog', { name: 'Delete review' });
    await expect(confirm).toContainText('Are you sure you want to delete it?');
    await expectAccessible(page, 'delete review popup');
    await pressEnterOn(page, confirm.getByRole('button', { name: 'Cancel' }));
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await pressEnterOn(page, confirm.getByRole('button', { name: 'Delete' }));
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('There are no reviews yet.')).toBeVisible();
    // The focus does not fall to the page's start with the row it was on.
    await expect(heading(page, 'Reviews')).toBeFocused();
    expect((await sql('SELECT count(*)::int AS n FROM reviews WHERE id = $1', [reviewId])).rows[0].n).toBe(0);

    // The rental's badge follows: the rental has ended and has no review any more.
    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Rental requests' }).click();
    await page.getByRole('radiogroup', { name: 'Which rental requests' }).getByText('Past', { exact: true }).click();
    await expect(page.getByRole('table').getByText('Not reviewed', { exact: true })).toBeVisible();
  });

  test('on a phone, a review deleted from its own card leaves for the list', async ({ page, request }) => {
    const user = await createVerifiedUser(request, { fullName: 'Dora Delete' });
    await giveRental(user.email, LENS, -8, -5);
    const reviewId = await giveReview(user, LENS, 2, 'Soft corners.');
    await logIn(page, user);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`/account/reviews/${reviewId}`);
    const card = page.getByRole('listitem').filter({ hasText: 'Soft corners.' });
    await expect(card.getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await card.getByRole('button', { name: `Delete the review of ${LENS}` }).click();
    await page.getByRole('dialog', { name: 'Delete review' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/account\/reviews$/);
    await expect(page.getByText('There are no reviews yet.')).toBeVisible();
    await expect(page.getByText('Review not found')).toHaveCount(0);
  });

  test("another customer's, a missing or a malformed id reads as not found", async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // Chromium logs each 404 answer of the API on the console.
    expectConsoleError(/status of 404/);
    const owner = await createVerifiedUser(request, { fullName: 'Olga Owner' });
    await giveRental(owner.email, CAMERA, 25, 26);
    const rentalId = await rentalIdOf(owner);
    const incidentId = await giveIncident(owner);
    const reviewId = await giveReview(owner, LENS, 5, 'Mine, not yours.');

    const other = await createVerifiedUser(request, { fullName: 'Nosy Neighbour' });
    await logIn(page, other);

    const cases = [
      { path: `/account/incidents/${incidentId}`, title: 'Incidents', notFound: 'Incident report not found' },
      { path: `/account/reviews/${reviewId}`, title: 'Reviews', notFound: 'Review not found' },
      { path: `/account/rental-requests/${rentalId}`, title: 'Rental requests', notFound: 'Rental request not found' },
      { path: '/account/reviews/2147483647', title: 'Reviews', notFound: 'Review not found' },
      { path: '/account/incidents/abc', title: 'Incidents', notFound: 'Incident report not found' },
      { path: '/account/rental-requests/0', title: 'Rental requests', notFound: 'Rental request not found' },
    ];
    for (const { path, title, notFound } of cases) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('heading', { name: notFound, level: 2 })).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByText(/There are no/)).toHaveCount(0);
      });
    }
    await expectAccessible(page, 'record not found');
    await page.getByRole('link', { name: 'All rental requests' }).click();
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    await expect(page.getByText('There are no rental requests.')).toBeVisible();
    // Nothing of the owner's leaked into the lists.
    await page.goto('/account/reviews');
    await expect(page.getByText('There are no reviews yet.')).toBeVisible();
    await expect(page.getByText('Mine, not yours.')).toHaveCount(0);
  });
});
