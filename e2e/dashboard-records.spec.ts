import type { Page } from '@playwright/test';
import { ADMIN_PAGE_DEFAULT } from '../src/shared/schemas/paging';
import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { giveRental, productId } from './support/demo-data';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';

const LENS = 'Sigma 35mm F1.4 DG DN Art';
const CAMERA = 'Sony Alpha 7 IV';

const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });

/** The records on screen, table rows or phone cards (each carries data-record). */
const records = (page: Page) => page.locator('[data-record]');

/** Every rental of the user, newest first, as the dashboard lists them. */
async function rentalIdsOf(user: TestUser): Promise<number[]> {
  const result = await sql(
    `SELECT r.id FROM rentals r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1 AND r.cancelled_at IS NULL
     ORDER BY r.created_at DESC, r.id DESC`,
    [user.email],
  );
  return result.rows.map((row) => row.id as number);
}

/** `count` rentals of the product for the user, each of one day, starting `fromOffset` days from today. */
async function giveRentals(user: TestUser, product: string, count: number, fromOffset: number) {
  await sql(
    `INSERT INTO rentals (user_id, product_id, date_from, date_to)
     SELECT u.id, p.id, current_date + $3::int + n, current_date + $3::int + n
     FROM "user" u, products p, generate_series(1, $4::int) AS n WHERE u.email = $1 AND p.name = $2`,
    [user.email, product, fromOffset, count],
  );
}

/** Types into a list's search box, as an administrator looks someone up. */
async function search(page: Page, box: string, text: string) {
  const input = page.getByRole('searchbox', { name: box });
  await input.fill(text);
  await input.press('Enter');
}

test.describe('dashboard records: incidents, reviews and rental requests', () => {
  test('an administrator finds an open incident report, closes it in the status popup, and the customer sees it closed', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Ingrid Incident' });
    await giveRental(customer.email, CAMERA, 30, 32);
    const [rentalId] = await rentalIdsOf(customer);

    // The customer reports an incident from their rental's row.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await logIn(customerPage, customer, { at: '/account/rental-requests' });
    await customerPage.getByRole('button', { name: 'Help' }).click();
    const report = customerPage.getByRole('dialog', { name: 'Report an incident' });
    await report.getByRole('combobox', { name: 'Type' }).click();
    await customerPage.getByRole('option', { name: 'Product not received' }).click();
    await report.getByRole('textbox', { name: 'Description' }).fill('The courier never came by.');
    await report.getByRole('button', { name: 'Report incident' }).click();
    await expect(customerPage.getByText('Incident was created successfully!')).toBeVisible();
    const incidentId = (await sql('SELECT id FROM incidents WHERE rental_id = $1', [rentalId])).rows[0].id as number;

    // The administrator narrows the list to open reports, and to this customer.
    await logIn(page, admin, { at: '/administrator-dashboard/incidents' });
    await expect(heading(page, 'Incidents')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'User' })).toBeVisible();
    await expectAccessible(page, 'dashboard incidents');
    const statusFilter = page.getByRole('radiogroup', { name: 'Filter by status' });
    await statusFilter.getByText('Open', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=Open/);
    await search(page, 'Search incident reports', customer.email);
    await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(customer.email).replace(/\./g, '\\.')}`));
    const row = page.getByRole('row').filter({ hasText: 'The courier never came by.' });
    await expect(records(page)).toHaveCount(1);
    await expect(row).toContainText('Ingrid Incident');
    await expect(row).toContainText(customer.email);
    await expect(row).toContainText('Product not received');
    await expect(row.getByRole('link', { name: 'Go to rental' })).toHaveAttribute(
      'href',
      `/administrator-dashboard/rental-requests/${rentalId}`,
    );

    // The status opens the popup; the keyboard chooses Closed and saves.
    const status = row.getByRole('button', { name: 'Open: change the status' });
    await pressEnterOn(page, status);
    const popup = page.getByRole('dialog', { name: 'Update incident report' });
    await expect(popup).toContainText('The courier never came by.');
    const open = popup.getByRole('radio', { name: 'Open' });
    await expect(open).toBeChecked();
    await expect(open).toBeFocused();
    const save = popup.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await expectAccessible(page, 'incident status popup');
    await page.keyboard.press('ArrowDown');
    await expect(popup.getByRole('radio', { name: 'Closed' })).toBeChecked();
    await pressEnterOn(page, save);
    await expect(page.getByText('Incident was edited successfully!')).toBeVisible();
    await expect(popup).toBeHidden();
    expect((await sql('SELECT status FROM incidents WHERE id = $1', [incidentId])).rows[0].status).toBe('Closed');

    // Closed, it leaves the open ones; the focus goes to the page's heading, not the page's start.
    await expect(page.getByText('No incident reports match these filters.')).toBeVisible();
    await expect(heading(page, 'Incidents')).toBeFocused();
    await statusFilter.getByText('Closed', { exact: true }).click();
    await expect(row.getByRole('button', { name: 'Closed: change the status' })).toBeVisible();

    // "Go to rental" opens the rental in the dashboard, whose incident badge leads back to the report alone.
    await row.getByRole('link', { name: 'Go to rental' }).click();
    await expect(page).toHaveURL(new RegExp(`/administrator-dashboard/rental-requests/${rentalId}$`));
    await expect(heading(page, 'Rental requests')).toBeVisible();
    await expect(page.getByRole('link', { name: CAMERA })).toBeVisible();
    const badge = page.getByRole('table').getByRole('link', { name: 'Closed', exact: true });
    await expect(badge).toHaveAttribute('href', `/administrator-dashboard/incidents/${incidentId}`);
    await expectAccessible(page, 'dashboard rental request by id');
    await badge.click();
    await expect(page).toHaveURL(new RegExp(`/administrator-dashboard/incidents/${incidentId}$`));
    await expect(records(page)).toHaveCount(1);
    await expect(records(page)).toContainText('The courier never came by.');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await expectAccessible(page, 'dashboard incident by id');

    // The customer's own page says Closed too.
    await customerPage.goto(`/account/incidents/${incidentId}`);
    await expect(customerPage.getByRole('table').getByRole('row').nth(1)).toContainText('Closed');
    await customerContext.close();
  });

  test('an administrator deletes a review after confirming, and it is gone from the list and the product page', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const reviewer = await createVerifiedUser(request, { fullName: 'Renate Reviewer' });
    await giveRental(reviewer.email, LENS, -9, -6);
    const review = await sql(
      `INSERT INTO reviews (user_id, product_id, rating, comments)
       SELECT u.id, p.id, 2, 'Focus hunted all weekend.' FROM "user" u, products p WHERE u.email = $1 AND p.name = $2
       RETURNING id`,
      [reviewer.email, LENS],
    );
    const reviewId = review.rows[0].id as number;
    const lensPage = `/products/${await productId(LENS)}`;
    await logIn(page, admin);

    // From the rental's review badge to that review, alone (the rental has ended: among the past ones).
    await page.goto('/administrator-dashboard/rental-requests?when=past');
    await search(page, 'Search rental requests', reviewer.email);
    await expect(records(page)).toHaveCount(1);
    const badge = page.getByRole('table').getByRole('link', { name: 'Reviewed' });
    await expect(badge).toHaveAttribute('href', `/administrator-dashboard/reviews/${reviewId}`);
    await badge.click();
    await expect(heading(page, 'Reviews')).toBeVisible();
    await expect(records(page)).toHaveCount(1);
    await expect(records(page).getByRole('img', { name: '2 out of 5 stars' })).toBeVisible();
    await expect(records(page)).toContainText('Renate Reviewer');
    await expect(page.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
    await expectAccessible(page, 'dashboard review by id');

    // The whole list, searched.
    await page.getByRole('link', { name: 'All reviews' }).click();
    await expect(page).toHaveURL(/\/administrator-dashboard\/reviews$/);
    await expect(page.getByRole('columnheader', { name: 'User' })).toBeVisible();
    await expectAccessible(page, 'dashboard reviews');
    await search(page, 'Search reviews', reviewer.email);
    await expect(records(page)).toHaveCount(1);
    const row = records(page);
    await expect(row.getByRole('link', { name: LENS })).toHaveAttribute('href', lensPage);

    // Cancel keeps it; Delete removes it.
    const remove = row.getByRole('button', { name: `Delete the review of ${LENS} by Renate Reviewer` });
    await pressEnterOn(page, remove);
    const confirm = page.getByRole('dialog', { name: 'Delete review' });
    await expect(confirm).toContainText('Are you sure you want to delete it?');
    await expect(confirm).toContainText('Renate Reviewer');
    await expectAccessible(page, 'dashboard delete review popup');
    await pressEnterOn(page, confirm.getByRole('button', { name: 'Cancel' }));
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await page.keyboard.press('Enter');
    await pressEnterOn(page, confirm.getByRole('button', { name: 'Delete' }));
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('No reviews match this search.')).toBeVisible();
    await expect(heading(page, 'Reviews')).toBeFocused();
    expect((await sql('SELECT count(*)::int AS n FROM reviews WHERE id = $1', [reviewId])).rows[0].n).toBe(0);

    // Gone from the product page too.
    await page.goto(lensPage);
    await expect(page.getByRole('heading', { name: LENS, level: 1 })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Renate Reviewer' })).toHaveCount(0);
  });

  test('the rentals list pages, filters by status and searches a customer; a started rental cannot be deleted', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    // A name of this attempt's own: a retry's search by name must not find the first attempt's customer.
    const name = `Paula Pager ${Date.now().toString(36)}`;
    const customer = await createVerifiedUser(request, { fullName: name });
    const requested = ADMIN_PAGE_DEFAULT + 3;
    await giveRental(customer.email, CAMERA, -6, -4);
    await giveRental(customer.email, CAMERA, -1, 2);
    await giveRentals(customer, LENS, requested, 40);
    // The list shows the upcoming rentals (the ended one is among the past ones), soonest first.
    const total = requested + 1;
    await logIn(page, admin, { at: '/administrator-dashboard/rental-requests' });
    await expect(page.getByRole('columnheader', { name: 'User' })).toBeVisible();
    await search(page, 'Search rental requests', customer.email);
    await expect(records(page)).toHaveCount(ADMIN_PAGE_DEFAULT);
    await expect(records(page).first()).toContainText(name);
    await expectAccessible(page, 'dashboard rental requests, searched');

    // The next page: the focus moves to its first rental.
    await pressEnterOn(page, page.getByRole('button', { name: 'Load more' }));
    await expect(records(page)).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(records(page).nth(ADMIN_PAGE_DEFAULT).getByRole('button').first()).toBeFocused();

    // By status: the one under way and the one over have no delete button; the requested ones do.
    const statusFilter = page.getByRole('radiogroup', { name: 'Filter by status' });
    await statusFilter.getByText('In progress', { exact: true }).click();
    await expect(page).toHaveURL(/[?&]status=InProgress/);
    await expect(records(page)).toHaveCount(1);
    await expect(records(page)).toContainText('In progress');
    await expect(records(page).getByRole('button', { name: 'Delete rental request' })).toHaveCount(0);
    await statusFilter.getByText('Completed', { exact: true }).click();
    await expect(records(page)).toHaveCount(1);
    await expect(records(page).getByRole('button', { name: 'Delete rental request' })).toHaveCount(0);
    await statusFilter.getByText('Requested', { exact: true }).click();
    await expect(records(page)).toHaveCount(ADMIN_PAGE_DEFAULT);
    await expect(records(page).getByRole('button', { name: 'Delete rental request' })).toHaveCount(ADMIN_PAGE_DEFAULT);

    // The search finds the customer by name too, and tells when nothing matches.
    await statusFilter.getByText('All', { exact: true }).click();
    await search(page, 'Search rental requests', name);
    await expect(records(page).first()).toContainText(customer.email);
    await search(page, 'Search rental requests', `${customer.email}-nobody`);
    await expect(page.getByText('No rental requests match these filters.')).toBeVisible();

    // An administrator cancels a future rental.
    await search(page, 'Search rental requests', customer.email);
    await statusFilter.getByText('Requested', { exact: true }).click();
    await expect(records(page)).toHaveCount(ADMIN_PAGE_DEFAULT);
    // The list runs by start date: its first row is the rental that starts soonest.
    const soonest = (
      await sql(
        `SELECT r.id FROM rentals r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1 AND r.date_from > current_date
         ORDER BY r.date_from, r.id LIMIT 1`,
        [customer.email],
      )
    ).rows[0].id as number;
    await records(page).first().getByRole('button', { name: 'Delete rental request' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete rental request' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    expect(await rentalIdsOf(customer)).not.toContain(soonest);
    // All the customer's rentals but the cancelled one: the listed ones and the ended one.
    expect(await rentalIdsOf(customer)).toHaveLength(total);

    // On a phone the same list is cards, and pages the same way.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(records(page)).toHaveCount(ADMIN_PAGE_DEFAULT);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(records(page)).toHaveCount(requested - 1);
    await expectAccessible(page, 'dashboard rental requests on a phone');
  });

  test('a missing or malformed id in the dashboard reads as not found', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // Chromium logs each 404 answer of the API on the console.
    expectConsoleError(/status of 404/);
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, admin);
    const cases = [
      {
        path: '/administrator-dashboard/incidents/2147483647',
        title: 'Incidents',
        notFound: 'Incident report not found',
      },
      { path: '/administrator-dashboard/reviews/2147483647', title: 'Reviews', notFound: 'Review not found' },
      {
        path: '/administrator-dashboard/rental-requests/2147483647',
        title: 'Rental requests',
        notFound: 'Rental request not found',
      },
      { path: '/administrator-dashboard/incidents/abc', title: 'Incidents', notFound: 'Incident report not found' },
    ];
    for (const { path, title, notFound } of cases) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(heading(page, title)).toBeVisible();
        await expect(page.getByRole('heading', { name: notFound, level: 2 })).toBeVisible();
        await expect(page.getByText(/not one of yours/)).toHaveCount(0);
        await expect(page.getByRole('table')).toHaveCount(0);
      });
    }
  });
});
