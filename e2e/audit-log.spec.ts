import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';

const PRODUCTS = '/administrator-dashboard/manage-catalog/products';

test.describe('audit log', () => {
  test("an administrator edits a product, opens its history from the catalogue's History mode and reads the change, with their name and the time", async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true, fullName: 'Audrey Auditor' });
    const name = `Audit Lens ${Date.now()}-${test.info().retry}`;
    const renamed = `${name} II`;
    await sql(
      `INSERT INTO products (name, daily_price, brand, model, category_id) SELECT $1, 39.90, 'Zeiss', 'Otus', id FROM categories WHERE name = 'Lenses'`,
      [name],
    );
    await logIn(page, admin, { at: PRODUCTS });
    // The renamed product still contains the old name, so the search keeps it on screen.
    await page.getByRole('textbox', { name: 'Search products by name' }).fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('€39.90 per day');

    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await row.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    await dialog.getByLabel('Name').fill(renamed);
    await dialog.getByLabel('Daily price').fill('45');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product was edited successfully!')).toBeVisible();
    const editedAt = Date.now();

    // History mode, from the keyboard: the product now leads to its history.
    const historyMode = page.getByRole('button', { name: 'History', exact: true });
    await pressEnterOn(page, historyMode);
    await expect(historyMode).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByText('History mode: click a product to see what was changed on it.')).toBeVisible();
    await expectAccessible(page, 'manage products (history mode)');
    await pressEnterOn(page, page.getByRole('link', { name: `History of ${renamed}` }));

    await expect(page).toHaveURL(/\/administrator-dashboard\/audit-log\?entity=product&entityId=\d+$/);
    await expect(page.getByRole('heading', { name: `History of ${renamed}`, level: 1 })).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: 'Edited product' });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('Audrey Auditor');
    await expect(entry).toContainText('Daily price: €39.90 → €45.00');
    await expect(entry).toContainText(`Name: ${name} → ${renamed}`);
    // Nothing else was changed, so nothing else is listed.
    await expect(entry.getByRole('listitem')).toHaveCount(2);
    const time = entry.locator('time');
    await expect(time).toHaveText(/\d{4}, \d{1,2}:\d{2}/);
    expect(Math.abs(Date.parse((await time.getAttribute('datetime'))!) - editedAt)).toBeLessThan(60_000);
    await expectAccessible(page, 'audit log (one record)');

    // The whole log shows it too, narrowed to products with the select; its row leads back to the history.
    await page.getByRole('link', { name: 'Show all changes' }).click();
    await expect(page.getByRole('heading', { name: 'Audit log', level: 1 })).toBeVisible();
    await page.getByRole('combobox', { name: 'Kind of record' }).click();
    await page.getByRole('option', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/audit-log\?entity=product$/);
    const listed = page.getByRole('row').filter({ hasText: renamed });
    await expect(listed).toContainText('Daily price: €39.90 → €45.00');
    await expect(listed).toContainText('Audrey Auditor');
    await expectAccessible(page, 'audit log');

    await pressEnterOn(page, listed.getByRole('link', { name: `History of ${renamed}` }));
    await expect(page.getByRole('heading', { name: `History of ${renamed}`, level: 1 })).toBeVisible();
    // The record's own link leads to the product's page in the shop.
    await pressEnterOn(
      page,
      page.getByRole('row').filter({ hasText: 'Edited product' }).getByRole('link', { name: renamed }),
    );
    await expect(page.getByRole('heading', { name: renamed, level: 1 })).toBeVisible();
  });
});
