import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { createVerifiedUser, sql, waitForMail } from './support/fixtures';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';
import type { Page } from '@playwright/test';

/** "12 January 2027 – 14 January 2027", as the rental-request pages write a range in English. */
function rangeName(from: string, to: string) {
  const day = (date: string) =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    );
  return `${day(from)} – ${day(to)}`;
}

async function addToCart(page: Page, product: string, from: string, to: string) {
  await page.goto(`/products/${await productId(product)}`);
  await chooseRentalDates(page, from, to);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

test.describe('cart and rental requests', () => {
  test('a customer fills the cart, checks out through the login and manages the rental requests', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Clara Cartwright' });
    // A retry starts on other days, so what the first attempt booked cannot get in its way.
    const offset = 40 + test.info().retry * 10;
    const sony = { from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 2) };
    const canon = { from: isoDaysFromToday(offset + 4), to: isoDaysFromToday(offset + 5) };

    await addToCart(page, 'Sony Alpha 7 IV', sony.from, sony.to);
    await addToCart(page, 'Canon EOS R5', canon.from, canon.to);
    await page.getByRole('link', { name: 'Cart' }).first().click();
    await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();

    const sonyLine = page.getByTestId('cart-line').filter({ hasText: 'Sony Alpha 7 IV' });
    const canonLine = page.getByTestId('cart-line').filter({ hasText: 'Canon EOS R5' });
    await expect(sonyLine.getByText('€39.90 / day')).toBeVisible();
    await expect(sonyLine.getByTestId('line-total')).toHaveText('€119.70');
    await expect(canonLine.getByTestId('line-total')).toHaveText('€118.00');
    await expect(page.getByTestId('cart-total')).toHaveText('€237.70');
    await expectAccessible(page, 'cart');

    // Two quick presses of the plus button (from the keyboard) are one change: 3 of the 7 working
    // units, 39.90 x 3 days x 3.
    await tabTo(page, sonyLine.getByRole('button', { name: 'Increase quantity' }));
    await page.keyboard.press('Space');
    await page.keyboard.press('Space');
    await expect(sonyLine.getByTestId('quantity')).toHaveText('3');
    await expect(sonyLine.getByTestId('line-total')).toHaveText('€359.10');
    await expect(page.getByTestId('cart-total')).toHaveText('€477.10');

    // The Canon has a single working unit: a second one is refused and nothing changes.
    await canonLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(page.getByText('Canon EOS R5: Not enough stock!')).toBeVisible();
    await expectAccessible(page, 'cart (toast)');
    await expect(canonLine.getByTestId('quantity')).toHaveText('1');
    await expect(canonLine.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await expect(page.getByTestId('cart-total')).toHaveText('€477.10');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '[]'));
    expect(saved).toEqual([
      expect.objectContaining({ quantity: 3, dates: { start: sony.from, end: sony.to } }),
      expect.objectContaining({ quantity: 1, dates: { start: canon.from, end: canon.to } }),
    ]);

    // Logged out, checkout goes through the login and back to the cart; all from the keyboard.
    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page, 'login');
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(customer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(customer.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-total')).toHaveText('€477.10');

    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page.getByText('Sony Alpha 7 IV: Rental requested successfully!')).toBeVisible();
    await expect(page.getByText('Canon EOS R5: Rental requested successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    expect(await page.evaluate(() => localStorage.getItem('cartProducts'))).toBe('[]');
    const mail = await waitForMail(
      customer.email,
      // One mail for the order, listing every line (issue 27).
      (message) => message.subject === 'Rental requested: Sony Alpha 7 IV and 1 more',
    );
    expect(mail.text).toContain('€359.10');

    // Both requests are there, not started yet.
    const table = page.getByRole('table');
    await expect(table.getByText('Requested', { exact: true })).toHaveCount(2);
    await expectAccessible(page, 'account rental requests');
    const sonyRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: rangeName(sony.from, sony.to) }) });
    const canonRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: rangeName(canon.from, canon.to) }) });

    // Expanding a row shows the three units the server picked.
    const booked = await sql(
      `SELECT i.serial_number FROM rental_items ri JOIN items i ON i.id = ri.item_id JOIN rentals r ON r.id = ri.rental_id
       JOIN "user" u ON u.id = r.user_id JOIN products p ON p.id = r.product_id
       WHERE u.email = $1 AND p.name = 'Sony Alpha 7 IV' ORDER BY i.serial_number`,
      [customer.email],
    );
    expect(booked.rowCount).toBe(3);
    await pressEnterOn(page, sonyRow.getByRole('button', { name: rangeName(sony.from, sony.to) }));
    const serials = page.getByRole('list', { name: 'Items' });
    for (const { serial_number: serial } of booked.rows as { serial_number: string }[]) {
      await expect(serials.getByText(serial)).toBeVisible();
    }
    await expect(page.getByRole('link', { name: 'Sony Alpha 7 IV' })).toBeVisible();
    await expectAccessible(page, 'account rental requests (expanded)');

    // An incident on the Sony rental through Help, from the keyboard: the popup opens on its type.
    await pressEnterOn(page, sonyRow.getByRole('button', { name: 'Help' }));
    const report = page.getByRole('dialog', { name: 'Report an incident' });
    await expect(report).toBeVisible();
    const type = report.getByRole('combobox', { name: 'Type' });
    await expect(type).toBeFocused();
    await expectAccessible(page, 'incident popup');
    await page.keyboard.press('ArrowDown');
    const damaged = page.getByRole('option', { name: 'Product damaged' });
    await expect(damaged).toBeVisible();
    for (let presses = 0; presses < 10 && (await damaged.getAttribute('data-combobox-selected')) === null; presses++) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Enter');
    await expect(type).toHaveValue('Product damaged');
    await page.keyboard.press('Tab');
    await expect(report.getByRole('textbox', { name: 'Description' })).toBeFocused();
    await page.keyboard.type('The rear screen arrived cracked.');
    await pressEnterOn(page, report.getByRole('button', { name: 'Report incident' }));
    await expect(page.getByText('Incident was created successfully!')).toBeVisible();
    await expect(sonyRow.getByRole('button', { name: 'Help' })).toHaveCount(0);

    // The Canon rental has not started and has no incident: the customer may cancel it.
    await pressEnterOn(page, canonRow.getByRole('button', { name: 'Delete rental request' }));
    const deletion = page.getByRole('dialog', { name: 'Delete rental request' });
    await expect(deletion).toBeVisible();
    await expectAccessible(page, 'delete popup');
    await pressEnterOn(page, deletion.getByRole('button', { name: 'Delete' }));
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(canonRow).toHaveCount(0);
    const canonLeft = await sql(
      // Cancelled, the rental stays with its order (issue 27): it is no longer a live one.
      `SELECT count(*)::int AS n FROM rentals r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1 AND r.cancelled_at IS NULL`,
      [customer.email],
    );
    expect(canonLeft.rows[0].n).toBe(1);

    // The rest of the account area.
    const accountMenu = page.getByRole('navigation', { name: 'My account' });
    await accountMenu.getByRole('link', { name: 'Incidents' }).click();
    await expect(page.getByRole('heading', { name: 'Incidents', level: 1 })).toBeVisible();
    await expectAccessible(page, 'account incidents');
    await accountMenu.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Clara Cartwright!' })).toBeVisible();
    await expectAccessible(page, 'account profile');
  });

  test('an administrator sees every rental request with the customer who made it', async ({ page, request }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Otto Overview' });
    const from = isoDaysFromToday(70 + test.info().retry * 10);
    await sql(
      `INSERT INTO rentals (user_id, product_id, date_from, date_to)
       SELECT u.id, $2, $3::date, $3::date + 1 FROM "user" u WHERE u.email = $1`,
      [customer.email, await productId('Sony Alpha 7 IV'), from],
    );

    await logIn(page, admin, { at: '/administrator-dashboard/rental-requests' });
    await expect(page.getByRole('columnheader', { name: 'User' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: customer.email });
    await expect(row).toBeVisible();
    await expect(row.getByText('Otto Overview')).toBeVisible();
    await expect(row.getByText('Requested', { exact: true })).toBeVisible();
    await expectAccessible(page, 'dashboard rental requests');

    // Every other page of the dashboard, through its side menu.
    const menu = page.getByRole('navigation', { name: 'Administrator dashboard' });
    for (const entry of ['Incidents', 'Reviews', 'Categories', 'Products', 'Items']) {
      await menu.getByRole('link', { name: entry, exact: true }).click();
      await expect(page.getByRole('heading', { name: entry, level: 1 })).toBeVisible();
      await expectAccessible(page, `dashboard ${entry.toLowerCase()}`);
    }
    await menu.getByRole('link', { name: 'Categories', exact: true }).click();
    await page.getByRole('main').getByRole('link', { name: 'Lenses', exact: true }).click();
    await expect(page).toHaveURL(/\/administrator-dashboard\/manage-catalog\/categories\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Lenses', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Prime Lenses', exact: true })).toBeVisible();
    await expectAccessible(page, 'dashboard category children');
  });
});

test('the same cart shows the same totals in any time zone of the browser', async ({ browser }) => {
  const products = (await (
    await fetch(
      `${test.info().project.use.baseURL}/api/products?ids=${await productId('Sony Alpha 7 IV')},${await productId('Canon EOS R5')}`,
    )
  ).json()) as {
    items: { name: string }[];
  };
  const byName = (name: string) => products.items.find((product) => product.name === name);
  // Across a leap day and across a month boundary, far enough ahead to be free.
  const lines = [
    { product: byName('Sony Alpha 7 IV'), quantity: 2, dates: { start: '2028-02-28', end: '2028-03-01' } },
    { product: byName('Canon EOS R5'), quantity: 1, dates: { start: '2030-03-31', end: '2030-04-01' } },
  ];
  for (const timezoneId of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
    const context = await browser.newContext({ timezoneId });
    // Only on the shop's pages: the blank page a new tab starts on has no localStorage to write.
    await context.addInitScript((saved) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('cartProducts', JSON.stringify(saved));
    }, lines);
    const page = await context.newPage();
    await page.goto('/cart');
    const sonyLine = page.getByTestId('cart-line').filter({ hasText: 'Sony Alpha 7 IV' });
    await expect(sonyLine.getByTestId('line-total')).toHaveText('€239.40');
    await expect(sonyLine.getByText('3 days')).toBeVisible();
    await expect(
      page.getByTestId('cart-line').filter({ hasText: 'Canon EOS R5' }).getByTestId('line-total'),
    ).toHaveText('€118.00');
    await expect(page.getByTestId('cart-total')).toHaveText('€357.40');
    await context.close();
  }
});

test('a saved cart reopened after a price change says the new price on the line, as it says a stock cut', async ({
  page,
}) => {
  const id = await productId('Sony Alpha 7 IV');
  const { items } = (await (await fetch(`${test.info().project.use.baseURL}/api/products?ids=${id}`)).json()) as {
    items: { dailyPrice: string }[];
  };
  const product = items[0]!;
  // Saved when the camera cost €10.00 a day; far enough ahead to be free.
  await page.addInitScript(
    (line) => localStorage.getItem('cartProducts') ?? localStorage.setItem('cartProducts', JSON.stringify([line])),
    { product: { ...product, dailyPrice: '10.00' }, quantity: 1, dates: { start: '2031-05-05', end: '2031-05-05' } },
  );
  await page.goto('/cart');
  const line = page.getByTestId('cart-line').filter({ hasText: 'Sony Alpha 7 IV' });
  const now = `€${product.dailyPrice}`;
  await expect(line.getByTestId('line-note')).toHaveText(
    `The price is now ${now} / day (it was €10.00 when you added it).`,
  );
  await expect(line.getByTestId('line-total')).toHaveText(now);
  await expect(page.getByText(`Sony Alpha 7 IV: The price is now ${now} / day`)).toBeVisible();
  await expectAccessible(page, 'cart: a saved line repriced');
  await screenshots(page, 'cart-repriced');
});
