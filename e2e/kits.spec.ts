import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { fillCart } from './support/orders';
import { screenshots } from './support/screenshots';

/* Issue 32's kits on the web: the product form's parts, the list's badge, "What's in the box", and a booked kit's serials. */

const PRODUCTS = '/administrator-dashboard/manage-catalog/products';
/** The demo shop's kit (src/server/seed/catalog-data.ts): an FX3 body, a zoom, a monitor, 2 batteries and a card. */
const DEMO_KIT = 'Sony FX3 Cinema Kit';
const BATTERY = 'Sony NP-FZ100 Battery';

/** Names no earlier run (the e2e database lives for the whole run) or retry has used. */
const unique = (what: string) => `${what} ${Date.now()}-${test.info().retry}`;

/** A category made directly, under Accessories, so the header's bar stays as other journeys expect it. */
async function categoryUnderAccessories(name: string) {
  await sql(
    `INSERT INTO categories (name, description, parent_id) SELECT $1, 'Made by a journey.', id FROM categories WHERE name = 'Accessories'`,
    [name],
  );
  return name;
}

/** Picks an option in a searchable select with the mouse: types to search, then clicks the server's match. */
async function pick(page: Page, field: Locator, search: string, option: string | RegExp) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

test.describe('kits', () => {
  test('an administrator builds a kit from demo products, sees it in the list, and its page shows what is in the box', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const category = await categoryUnderAccessories(unique('Rig Kits'));
    const kit = unique('FX3 Run-and-Gun Kit');
    await logIn(page, admin, { at: PRODUCTS });
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add new' }).click();
    const dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name').fill(kit);
    await dialog.getByLabel('Daily price').fill('99');
    await dialog.getByLabel('Brand').fill('Sony');
    await dialog.getByLabel('Model').fill('FX3 Run-and-Gun');
    await pick(page, dialog.getByRole('combobox', { name: 'Category' }), category, category);

    // A kit, chosen from the keyboard: the choice is a radio group.
    const kind = dialog.getByRole('radiogroup', { name: 'What it rents out' });
    await tabTo(page, kind.getByRole('radio', { name: 'Units of its own' }));
    await page.keyboard.press('ArrowRight');
    await expect(kind.getByRole('radio', { name: 'A kit of other products' })).toBeChecked();
    await expect(dialog.getByText('No parts yet')).toBeVisible();

    // Saving a kit without parts is refused on the spot.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('A kit needs at least one part.')).toBeVisible();

    // Part 1 from the keyboard: "Add a part" hands the focus to its product, found by typing.
    await pressEnterOn(page, dialog.getByRole('button', { name: 'Add a part' }));
    const first = dialog.getByRole('combobox', { name: 'Part 1' });
    await expect(first).toBeFocused();
    await page.keyboard.type('Sony FX3');
    await expect(page.getByRole('option', { name: 'Sony FX3', exact: true })).toBeVisible();
    // The kits are not offered as parts.
    await expect(page.getByRole('option', { name: DEMO_KIT })).toHaveCount(0);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Sony FX3', exact: true })).toHaveAttribute('data-combobox-selected');
    await page.keyboard.press('Enter');
    await expect(first).toHaveValue('Sony FX3');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('textbox', { name: 'How many' }).first()).toBeFocused();

    // Part 2 with the mouse: two batteries; a count out of range is said under the count.
    await dialog.getByRole('button', { name: 'Add a part' }).click();
    await pick(page, dialog.getByRole('combobox', { name: 'Part 2' }), 'NP-FZ100', BATTERY);
    const count = dialog.getByRole('textbox', { name: 'How many' }).nth(1);
    await count.fill('25');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('1 to 20 of each part.')).toBeVisible();
    await count.fill('2');
    await expectAccessible(page, 'product form (kit parts)');
    await screenshots(page, 'kit-form');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product was created successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // The list: a Kit badge, and its parts where a product's units would be.
    await page.getByRole('textbox', { name: 'Search products by name' }).fill(kit);
    const row = page.getByRole('row').filter({ hasText: kit });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Kit', { exact: true })).toBeVisible();
    await expect(row.getByTestId('kit-part-count')).toHaveText('Kit of 2 parts');
    await expectAccessible(page, 'manage products (a kit)');
    await screenshots(page, 'kit-products-list');

    // Its storefront page, opened from the list (the browser draws it: a page the server writes
    // for a signed-in visitor on a fresh server logs React's #419 for the waitlist's lazy button).
    await row.getByRole('link', { name: kit }).click();
    await expect(page.getByRole('heading', { name: kit, level: 1 })).toBeVisible();
    const box = page.getByRole('region', { name: "What's in the box" });
    await expect(box).toBeVisible();
    await expect(box.getByRole('listitem')).toHaveText(['1 × Sony FX3', `2 × ${BATTERY}`]);
    await expect(box.getByRole('link', { name: BATTERY })).toHaveAttribute(
      'href',
      `/products/${await productId(BATTERY)}`,
    );
    await expectAccessible(page, 'kit product page');
    await screenshots(page, 'kit-product-page');

    // A new unit is never offered a kit.
    await page.goto('/administrator-dashboard/manage-catalog/items');
    await page.getByRole('button', { name: 'Add new' }).click();
    const itemDialog = page.getByRole('dialog', { name: 'New item' });
    const productField = itemDialog.getByRole('combobox', { name: 'Product' });
    await productField.click();
    await productField.fill('FX3');
    await expect(page.getByRole('option', { name: 'Sony FX3', exact: true })).toBeVisible();
    await expect(page.getByRole('option', { name: kit })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  test('a customer books the demo kit and sees its parts and their serial numbers in the rentals and the order', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Kit Kowalski' });
    const offset = 230 + test.info().retry * 10;
    await logIn(page, customer);

    await fillCart(page, [
      { name: DEMO_KIT, quantity: 1, from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 2) },
    ]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText(/€/);
    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page).toHaveURL(/\/account\/rental-requests$/);

    // The rental: the kit's name, one kit, and each part with the serials of its units.
    await page.getByRole('table').getByRole('row').getByRole('button').first().click();
    const details = page.getByTestId('kit-parts');
    await expect(details).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO_KIT })).toBeVisible();
    await expect(page.getByTestId('kit-quantity').first()).toHaveText('1 kit');
    await expect(details.getByTestId('kit-part')).toHaveCount(5);
    const batteries = details.getByTestId('kit-part').filter({ hasText: BATTERY });
    await expect(batteries).toContainText(`2 × ${BATTERY}`);
    await expect(
      batteries.getByRole('list', { name: `Serial numbers of ${BATTERY}` }).getByRole('listitem'),
    ).toHaveCount(2);
    await expectAccessible(page, 'account rental requests (a kit)');
    await screenshots(page, 'kit-rental');

    // The order's page lists the same parts and serials.
    await pressEnterOn(page, page.getByRole('link', { name: /^FH-/ }));
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    const line = page.getByTestId('order-line');
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId('kit-quantity')).toHaveText('1 kit');
    await expect(line.getByTestId('kit-part')).toHaveCount(5);
    await page.reload();
    await expect(page.getByTestId('order-line').getByTestId('kit-part')).toHaveCount(5);
    await expectAccessible(page, 'account order (a kit)');
    await screenshots(page, 'kit-order');

    // The kit's card in a search, with its badge, and its page with what is in the box.
    await page.goto(`/catalog-search/${encodeURIComponent('Cinema Kit')}`);
    const card = page.getByRole('article').filter({ hasText: DEMO_KIT });
    await expect(card.getByText('Kit', { exact: true })).toBeVisible();
    await expectAccessible(page, 'search with a kit');
    await screenshots(page, 'kit-card');
    await card.getByRole('link', { name: DEMO_KIT }).click();
    await expect(page.getByRole('region', { name: "What's in the box" })).toContainText(`2 × ${BATTERY}`);
  });
});
