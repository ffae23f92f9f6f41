import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { ownProduct } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Staff change an order's lines at the hand-over desk (issue 43), before its units are handed
 * over, in the order page's popups: a customer's order of a camera for today (two in the shop,
 * one booked) and a light in a week. At the counter, the camera's rental takes a second unit
 * from the card's "Change" menu, by keyboard, and the desk follows: two units to hand over, two
 * on the day's pick-up. Then the light's line is cancelled from its rental: the menu is gone with
 * it, the focus on the page's heading, the rental says it is cancelled and leaves the desk's search.
 */

const DESK = '/administrator-dashboard/desk';

/** Opens the "Change" menu by keyboard and presses the item named `name`. */
async function chooseChange(page: Page, name: string) {
  const change = page.getByTestId('desk-line-changes');
  await pressEnterOn(page, change);
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  const item = menu.getByRole('menuitem', { name });
  for (let presses = 0; presses < 6; presses++) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}

test('staff on the desk give a rental not yet handed over another unit and cancel a line, and the desk follows', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = `${Date.now()}-${test.info().retry}`;
  const camera = `Desk line camera ${stamp}`;
  const light = `Desk line light ${stamp}`;
  const cameraId = await ownProduct(camera, 30);
  // A second camera: the rental can take another unit.
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${camera}-2`, cameraId]);
  const lightId = await ownProduct(light, 12.5);

  const customer = await createVerifiedUser(request, { fullName: `Dana Desk ${stamp}` });
  const customerContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  await logIn(customerPage, customer);
  const placed = await customerPage.request.post('/api/orders', {
    headers: { 'idempotency-key': `desk-lines-${stamp}` },
    data: {
      lines: [
        {
          productId: cameraId,
          dateFrom: isoDaysFromToday(0),
          dateTo: isoDaysFromToday(1),
          quantity: 1,
          dailyPrice: '30.00',
        },
        {
          productId: lightId,
          dateFrom: isoDaysFromToday(8),
          dateTo: isoDaysFromToday(9),
          quantity: 1,
          dailyPrice: '12.50',
        },
      ],
      payment: 'at_pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as {
    id: number;
    reference: string;
    rentals: { id: number; productId: number }[];
  };
  await customerContext.close();
  const cameraRental = order.rentals.find((rental) => rental.productId === cameraId)!.id;
  const lightRental = order.rentals.find((rental) => rental.productId === lightId)!.id;

  const admin = await createVerifiedUser(request, { admin: true, fullName: 'Desmond Desk' });
  await logIn(page, admin, { at: DESK });
  const pickUps = page.getByRole('region', { name: 'Pick-ups' });
  const cameraCard = pickUps.getByTestId('desk-rental').filter({ hasText: camera });
  await expect(cameraCard.getByTestId('desk-rental-units')).toHaveText(`1 unit: ${camera}-1 (In the shop)`);

  // The camera's rental, from the day's pick-ups: its line may take other units or another price;
  // it starts today, so it can no longer move or be cancelled.
  await pressEnterOn(page, cameraCard.getByRole('link', { name: `Hand over: ${camera}, ${customer.fullName}` }));
  await expect(page).toHaveURL(`${DESK}/${cameraRental}`);
  const change = page.getByRole('button', { name: `Change ${camera} on order ${order.reference}` });
  await expect(change).toBeVisible();
  await chooseChange(page, 'Change units');
  const units = page.getByRole('dialog', { name: 'Change the units' });
  const field = units.getByRole('textbox', { name: 'Units' });
  await expect(field).toBeFocused();
  // Escape closes it and the focus goes back to the menu's button.
  await page.keyboard.press('Escape');
  await expect(units).toBeHidden();
  await expect(change).toBeFocused();

  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['Change units', 'Change price']);
  await expect(menu).toContainText(`Order ${order.reference}`);
  await expectAccessible(page, 'the desk’s change menu');
  await screenshots(page, 'desk-line-changes-menu');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(change).toBeFocused();

  await chooseChange(page, 'Change units');
  await expect(field).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('2');
  await expect(units.getByTestId('units-line-total')).toHaveText('Line total with these units: €120.00');
  await expectAccessible(page, 'the units popup on the desk');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`${camera} now has 2 units.`)).toBeVisible();
  await expect(units).toBeHidden();
  await expect(change).toBeFocused();
  // The desk follows: two units wait to be handed over.
  await expect(page.getByRole('heading', { name: '2 units', level: 2 })).toBeVisible();
  await expect(page.getByTestId('rental-unit')).toHaveCount(2);
  await expect(page.getByTestId('rental-unit').filter({ hasText: `${camera}-2` })).toBeVisible();
  await screenshots(page, 'desk-line-changes-units');

  // Back on the day's lists, the pick-up has both.
  await pressEnterOn(page, page.getByRole('link', { name: 'Back to the desk' }), { backwards: true });
  await expect(page).toHaveURL(DESK);
  await expect(cameraCard.getByTestId('desk-rental-units')).toHaveText(
    `2 units: ${camera}-1 (In the shop), ${camera}-2 (In the shop)`,
  );

  // The light, in a week: found by the order's reference, and its line cancelled.
  await tabTo(page, page.getByRole('searchbox', { name: 'Find an order' }));
  await page.keyboard.type(order.reference);
  const found = page.getByRole('region', { name: /2 rentals for/ });
  const lightCard = found.getByTestId('desk-rental').filter({ hasText: light });
  await pressEnterOn(page, lightCard.getByRole('link', { name: `Hand over: ${light}, ${customer.fullName}` }));
  await expect(page).toHaveURL(`${DESK}/${lightRental}`);
  const lightChange = page.getByRole('button', { name: `Change ${light} on order ${order.reference}` });
  await chooseChange(page, 'Cancel line');
  const cancel = page.getByRole('dialog', { name: 'Cancel this line?' });
  await expect(cancel).toContainText(light);
  await expect(cancel.getByRole('button', { name: 'Keep the line' })).toBeFocused();
  await expectAccessible(page, 'the cancel popup on the desk');
  await pressEnterOn(page, cancel.getByRole('button', { name: 'Cancel line' }));
  await expect(page.getByText(`Line ${light} cancelled.`)).toBeVisible();
  await expect(cancel).toBeHidden();
  // Nothing left to change: the menu is gone with the line, and the focus is on the page's heading.
  await expect(lightChange).toHaveCount(0);
  await expect(page.getByRole('heading', { name: light, level: 1 })).toBeFocused();
  await expect(page.getByTestId('hand-over-stage')).toHaveText('Cancelled');
  await expect(page.getByTestId('check-out-blocked')).toHaveText('This rental was cancelled: nothing to hand over.');
  await expectAccessible(page, 'a cancelled line on the desk');
  await screenshots(page, 'desk-line-changes-cancelled');

  // Back on the desk's search, the order has only the camera left to hand over.
  await pressEnterOn(page, page.getByRole('link', { name: 'Back to the desk' }), { backwards: true });
  const left = page.getByRole('region', { name: /1 rental for/ });
  await expect(left.getByTestId('desk-rental')).toHaveCount(1);
  await expect(left.getByTestId('desk-rental')).toContainText(camera);

  // The order says the same.
  const line = await sql(`SELECT cancelled_at FROM rentals WHERE id = $1`, [lightRental]);
  expect(line.rows[0].cancelled_at).not.toBeNull();
});
