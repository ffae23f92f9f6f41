import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Price templates (docs/pricing.md): an administrator makes one by keyboard (85 % of the daily
 * price from 3 days, 60 % from 7), a lens of this run follows it from its form, the shop shows the
 * prices the database wrote for it, and a change to the template reaches the lens; deleting the
 * template leaves the lens its prices.
 */

type Category = { id: number; name: string };
type AdminProduct = { priceTemplateId: number | null; durationPrices: { minDays: number; dailyPrice: string }[] };

test('an administrator makes a price template by keyboard, a lens follows it, and follows its change', async ({
  page,
  request,
}) => {
  // Names of this run only: other journeys share the shop, and a retry must not find its own.
  const stamp = `${Date.now().toString(36)}${test.info().retry}`;
  const templateName = `Lenses by the week ${stamp}`;
  const lensName = `Sigma 35mm Art ${stamp}`;

  const admin = await createVerifiedUser(request, { admin: true, fullName: 'Tess Templates' });
  await logIn(page, admin, { at: '/administrator-dashboard' });
  // A lens of its own at €39.90 a day: the demo's products stay as other journeys know them.
  const categories = (await (await page.request.get('/api/categories')).json()) as Category[];
  const created = await page.request.post('/api/admin/products', {
    data: {
      name: lensName,
      dailyPrice: '39.90',
      brand: 'Sigma',
      model: `35mm F1.4 DG ${stamp}`,
      categoryId: categories.find((category) => category.name === 'Prime Lenses')!.id,
    },
  });
  expect(created.status()).toBe(201);
  const lensId = ((await created.json()) as { id: number }).id;

  // Manage catalog → Price templates, the fourth of the catalogue's screens.
  await page.getByRole('link', { name: 'Price templates' }).click();
  await expect(page).toHaveURL(/\/administrator-dashboard\/manage-catalog\/price-templates$/);
  await expect(page.getByRole('heading', { name: 'Price templates', level: 1 })).toBeVisible();

  // By keyboard: the name, 3 days at 85 %, "Add a duration price", 7 days at 60 %, Enter.
  await pressEnterOn(page, page.getByRole('button', { name: 'New template' }));
  const dialog = page.getByRole('dialog', { name: 'New price template' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await page.keyboard.type(templateName);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'From' })).toBeFocused();
  await page.keyboard.type('3');
  await page.keyboard.press('Tab');
  await page.keyboard.type('85');
  await tabTo(page, dialog.getByRole('button', { name: 'Add a duration price' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('textbox', { name: 'From' }).nth(1)).toBeFocused();
  await page.keyboard.type('7');
  await page.keyboard.press('Tab');
  await page.keyboard.type('60');
  await expect(dialog.getByTestId('tier-example')).toHaveText(['€100.00 a day → €85.00', '€100.00 a day → €60.00']);
  await expectAccessible(page, 'price templates: new template');
  await screenshots(page, 'price-template-modal');
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Price template “${templateName}” created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: templateName });
  await expect(row).toContainText('3+ days 85 % · 7+ days 60 %');
  await expect(row).toContainText('None yet');

  // The lens follows it from its form: the template's prices at its daily price, in place of its own.
  await page.getByRole('link', { name: 'Products', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search products by name' }).fill(lensName);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${lensName}` }).click();
  const form = page.getByRole('dialog', { name: 'Edit product' });
  await form.getByRole('combobox', { name: 'Price template' }).click();
  await page.getByRole('option', { name: templateName }).click();
  await expect(form.getByRole('button', { name: 'Add a duration price' })).toBeHidden();
  await expect(form.getByTestId('template-preview').getByRole('listitem')).toHaveText([
    '3+ days: 85 % → €33.92/day',
    '7+ days: 60 % → €23.94/day',
  ]);
  await expect(form.getByTestId('template-customer-preview')).toHaveText(
    'Customers see: 1 day €39.90 · 3+ days €33.92/day · 7+ days €23.94/day',
  );
  await expectAccessible(page, 'product form following a price template');
  // The form as it stays, once the toasts have gone (3 s each), scrolled to the template's prices
  // at each width: the popup scrolls on its own.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await form.getByTestId('template-preview').evaluate((preview) => preview.scrollIntoView({ block: 'center' }));
    await screenshots(page, 'price-template-product-form', [width]);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product was edited successfully!')).toBeVisible();

  // The shop shows what the database wrote for the lens: 85 % of €39.90 is €33.915, €33.92 halves up.
  await page.goto(`/products/${lensId}`);
  await expect(page.getByTestId('duration-prices')).toHaveText(
    '1 day €39.90 · 3+ days €33.92/day · 7+ days €23.94/day',
  );

  // A week at half the daily price: the lens follows at once.
  await page.goto('/administrator-dashboard/manage-catalog/price-templates');
  await pressEnterOn(page, row.getByRole('button', { name: `Edit ${templateName}` }));
  const edit = page.getByRole('dialog', { name: 'Edit price template' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(templateName);
  await edit.getByRole('textbox', { name: 'Of the daily price' }).nth(1).fill('50');
  await expect(edit.getByTestId('tier-example').nth(1)).toHaveText('€100.00 a day → €50.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Price template “${templateName}” saved`)).toBeVisible();
  await expect(row).toContainText('3+ days 85 % · 7+ days 50 %');
  await expectAccessible(page, 'price templates: list');
  // The list as it stays, once the toasts have gone (3 s each).
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  await screenshots(page, 'price-templates-list');

  await page.goto(`/products/${lensId}`);
  await expect(page.getByTestId('duration-prices')).toHaveText(
    '1 day €39.90 · 3+ days €33.92/day · 7+ days €19.95/day',
  );

  // Deleted, the template leaves the lens the prices it gave it, as the lens's own.
  await page.goto('/administrator-dashboard/manage-catalog/price-templates');
  await row.getByRole('button', { name: `Delete ${templateName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete price template' });
  await expect(confirm).toContainText(`Delete the price template “${templateName}”?`);
  await confirm.getByRole('button', { name: 'Delete template' }).click();
  await expect(page.getByText(`Price template “${templateName}” deleted`)).toBeVisible();
  await expect(row).toHaveCount(0);
  const lens = (await (await page.request.get(`/api/admin/products/${lensId}`)).json()) as AdminProduct;
  expect(lens).toMatchObject({
    priceTemplateId: null,
    durationPrices: [
      { minDays: 3, dailyPrice: '33.92' },
      { minDays: 7, dailyPrice: '19.95' },
    ],
  });
});
