import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expectAccessible } from './support/accessibility';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';

const CATALOG = '/administrator-dashboard/manage-catalog';

/** Names no earlier run (the e2e database lives for the whole run) or retry has used. */
const unique = (what: string) => `${what} ${Date.now()}-${test.info().retry}`;

/** A real picture, drawn by sharp the way a camera's PNG would arrive. */
async function pngFile() {
  const path = join(mkdtempSync(join(tmpdir(), 'framehire-e2e-')), 'product.png');
  await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2f6fb0' } })
    .png()
    .toFile(path);
  return path;
}

/** Picks an option in a searchable select: types to search, then clicks the server's match. */
async function pick(page: Page, field: Locator, search: string, option: string | RegExp) {
  await field.click();
  await field.fill(search);
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/** Narrows a list to the rows matching `text` with its search box, so a long catalogue cannot hide them. */
async function search(page: Page, label: string, text: string) {
  await page.getByRole('textbox', { name: label }).fill(text);
}

/**
 * A category made directly, under Accessories: no other journey lists that section, and the
 * header's bar (top-level categories) stays as the other journeys expect it.
 */
async function categoryUnderAccessories(name: string) {
  await sql(
    `INSERT INTO categories (name, description, parent_id) SELECT $1, 'Made by a journey.', id FROM categories WHERE name = 'Accessories'`,
    [name],
  );
  return name;
}

test.describe('manage catalogue', () => {
  test('an administrator builds a parent and a child category, is warned of a taken name while typing, and browses the children', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // The browser logs the server's refusal to delete a category that is not empty.
    expectConsoleError(/status of 409 \(Conflict\).*\/api\/admin\/categories\/\d+/);
    const admin = await createVerifiedUser(request, { admin: true });
    const parent = unique('Film Backs');
    const child = unique('Medium Format Backs');
    await logIn(page, admin, { at: `${CATALOG}/categories` });
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Lenses', exact: true })).toBeVisible();
    await expectAccessible(page, 'manage categories');

    // A top-level category, from the keyboard.
    await pressEnterOn(page, page.getByRole('button', { name: 'Add new' }));
    let dialog = page.getByRole('dialog', { name: 'New category' });
    await expect(dialog.getByLabel('Name')).toBeFocused();
    await page.keyboard.type(parent);
    await dialog.getByLabel('Description').fill('Digital and film backs for medium-format bodies.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category was created successfully!')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    // Its child: the parent's name is taken (in any case), which the form says while it is typed.
    await page.getByRole('button', { name: 'Add new' }).click();
    dialog = page.getByRole('dialog', { name: 'New category' });
    await dialog.getByLabel('Name').fill(parent.toUpperCase());
    await expect(dialog.getByText('A category with the same name already exists!')).toBeVisible();
    await expectAccessible(page, 'category form (name taken)');
    await dialog.getByLabel('Name').fill(child);
    await expect(dialog.getByText('A category with the same name already exists!')).toHaveCount(0);
    await pick(page, dialog.getByRole('combobox', { name: 'Belongs to' }), parent, parent);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Category was created successfully!').first()).toBeVisible();

    // A search looks through every category; a click opens a category's children view.
    await search(page, 'Search all categories by name', child);
    const childRow = page.getByRole('row').filter({ hasText: child });
    await expect(childRow).toContainText(parent);
    await search(page, 'Search all categories by name', parent);
    await page.getByRole('main').getByRole('link', { name: parent, exact: true }).click();
    await expect(page).toHaveURL(/\/manage-catalog\/categories\/\d+$/);
    await expect(page.getByRole('heading', { name: parent, level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: child, exact: true })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Category path' }).getByRole('link', { name: 'Categories' }),
    ).toBeVisible();
    await expectAccessible(page, 'category children view');

    // The parent cannot go while it has a child; the empty child can.
    await page.getByRole('navigation', { name: 'Category path' }).getByRole('link', { name: 'Categories' }).click();
    await expect(page.getByRole('heading', { name: 'Categories', level: 1 })).toBeVisible();
    const deleteMode = page.getByRole('button', { name: 'Delete', exact: true });
    await deleteMode.click();
    await expect(deleteMode).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Delete mode: click a category to delete it.')).toBeVisible();
    await search(page, 'Search all categories by name', parent);
    await page.getByRole('button', { name: `Delete ${parent}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Delete category' });
    await expect(dialog.getByText('Are you sure you want to delete it?')).toBeVisible();
    await expectAccessible(page, 'delete popup');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This category still has 1 sub-category: move or delete them first.',
    );
    await expectAccessible(page, 'delete popup (refused)');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await search(page, 'Search all categories by name', child);
    await page.getByRole('button', { name: `Delete ${child}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: `Delete ${child}`, exact: true })).toHaveCount(0);
    // Now empty, the parent goes too (the journeys share one database: the header stays as it was).
    await search(page, 'Search all categories by name', parent);
    await page.getByRole('button', { name: `Delete ${parent}`, exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: `Delete ${parent}`, exact: true })).toHaveCount(0);
    await expect(page.getByText('Nothing matches your search.')).toBeVisible();
  });

  test('an administrator adds a product and gives it a picture; the shop shows both, and its category cannot go', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 409 \(Conflict\).*\/api\/admin\/categories\/\d+/);
    const admin = await createVerifiedUser(request, { admin: true });
    const category = await categoryUnderAccessories(unique('Anamorphic Lenses'));
    const product = unique('Atlas Orion 40mm');
    await logIn(page, admin);

    // A new product.
    await page.goto(`${CATALOG}/products`);
    await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
    await expectAccessible(page, 'manage products');
    await page.getByRole('button', { name: 'Add new' }).click();
    let dialog = page.getByRole('dialog', { name: 'New product' });
    await dialog.getByLabel('Name').fill(product);
    await dialog.getByLabel('Daily price').fill('19,5');
    await dialog.getByLabel('Brand').fill('Atlas');
    await dialog.getByLabel('Model').fill('Orion');
    await pick(page, dialog.getByRole('combobox', { name: 'Category' }), category, category);
    await dialog.getByLabel('Description').fill('A 2x anamorphic prime with blue flares.');
    await expect(dialog.getByText('You can add a picture once the product is created')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product was created successfully!')).toBeVisible();

    // Edited in edit mode, from the keyboard: a new price and a picture.
    await search(page, 'Search products by name', product);
    const row = page.getByRole('row').filter({ hasText: product });
    await expect(row).toContainText('€19.50 per day');
    await expect(row).toContainText(category);
    const editMode = page.getByRole('button', { name: 'Edit', exact: true });
    await pressEnterOn(page, editMode);
    await expect(editMode).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Edit mode: click a product to edit it.')).toBeVisible();
    await pressEnterOn(page, page.getByRole('button', { name: `Edit ${product}` }));
    dialog = page.getByRole('dialog', { name: 'Edit product' });
    await expect(dialog.getByLabel('Daily price')).toHaveValue('19.50');
    await dialog.getByLabel('Daily price').fill('24.9');
    await dialog.locator('input[type="file"]').setInputFiles(await pngFile());
    await expect(dialog.getByText('The picture was saved.')).toBeVisible();
    await expect(dialog.getByRole('img', { name: `Picture of ${product}` })).toHaveAttribute(
      'src',
      /\/uploads\/products\/.+\.webp$/,
    );
    await expectAccessible(page, 'product form (editing)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product was edited successfully!')).toBeVisible();
    await expect(row).toContainText('€24.90 per day');

    // Without a mode, the product leads to its page in the shop, picture and all, and the shop's search finds it.
    await editMode.click();
    await expect(editMode).toHaveAttribute('aria-pressed', 'false');
    await row.getByRole('link', { name: product }).click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: product, level: 1 })).toBeVisible();
    const picture = page.getByRole('img', { name: product }).first();
    await expect(picture).toHaveAttribute('src', /\/uploads\/products\/.+\.webp$/);
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await page.goto(`/catalog-search/${encodeURIComponent(product)}`);
    await expect(page.getByRole('link', { name: product }).first()).toBeVisible();

    // The category still holds the product, so it stays, and the popup says why.
    await page.goto(`${CATALOG}/categories`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await search(page, 'Search all categories by name', category);
    await page.getByRole('button', { name: `Delete ${category}`, exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Delete category' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(dialog.getByRole('alert')).toContainText(
      'This category still has 1 product: move or delete them first.',
    );
    await expect(dialog.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  test('an administrator adds items, is refused a taken serial number, and a retired item leaves the free stock', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const category = await categoryUnderAccessories(unique('Teleprompters'));
    const product = unique('Glide Gear TMP 100');
    const { rows } = await sql(
      `INSERT INTO products (name, description, daily_price, brand, model, category_id)
       SELECT $1, '', 15, 'Glide Gear', 'TMP 100', id FROM categories WHERE name = $2 RETURNING id`,
      [product, category],
    );
    const productUrl = `/products/${rows[0].id as number}`;
    const serials = [1, 2].map((n) => `GG-${product.replace(/\D+/g, '')}-${n}`);
    await logIn(page, admin);

    // Two items, and a third whose serial number is taken (in any case), which the form refuses.
    await page.goto(`${CATALOG}/items`);
    await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
    await expectAccessible(page, 'manage items');
    let dialog = page.getByRole('dialog', { name: 'New item' });
    for (const serial of serials) {
      await page.getByRole('button', { name: 'Add new' }).click();
      await dialog.getByLabel('Serial number').fill(serial);
      await pick(page, dialog.getByRole('combobox', { name: 'Product' }), product, product);
      await expect(dialog.getByRole('radio', { name: 'Operational', exact: true })).toBeChecked();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Item was created successfully!').first()).toBeVisible();
      await expect(dialog).toHaveCount(0);
    }
    await page.getByRole('button', { name: 'Add new' }).click();
    await dialog.getByLabel('Serial number').fill(serials[0]!.toLowerCase());
    await expect(dialog.getByText('An item with the same serial number already exists!')).toBeVisible();
    await pick(page, dialog.getByRole('combobox', { name: 'Product' }), product, product);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('An item with the same serial number already exists!')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await pick(page, page.getByRole('combobox', { name: 'Show the items of one product' }), product, product);
    for (const serial of serials) {
      await expect(page.getByRole('row').filter({ hasText: serial })).toContainText('Operational');
    }

    // Both units free on the product page...
    const from = isoDaysFromToday(30 + test.info().retry * 7);
    const to = isoDaysFromToday(32 + test.info().retry * 7);
    await page.goto(productUrl);
    await chooseRentalDates(page, from, to);
    await expect(page.getByText('2 units free')).toBeVisible();

    // ...until one is retired.
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
    await search(page, 'Search items by serial number', serials[1]!);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${serials[1]}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit item' });
    await dialog.getByRole('radio', { name: 'Non-operational' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item was edited successfully!')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: serials[1]! })).toContainText('Non-operational');
    await page.goto(productUrl);
    await chooseRentalDates(page, from, to);
    await expect(page.getByText('1 unit free')).toBeVisible();
  });
});
