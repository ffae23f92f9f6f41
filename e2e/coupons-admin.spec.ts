import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * The dashboard's Coupons screen (docs/pricing.md): an administrator opens it from the menu, gives
 * out a percentage code with dates and limits and an amount code for one product, by keyboard,
 * sees both listed with what they give, is told on the field when a code is taken, and switches
 * one off.
 */

type ListedCoupon = { code: string; active: boolean; amountOff: string | null; productIds: number[] };

test.describe('coupons in the dashboard', () => {
  test('an administrator gives out a percent code and an amount code for one product, and switches one off', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // Codes of this run only: other journeys share the shop, and a retry must not find its own.
    const stamp = `${Date.now().toString(36)}${test.info().retry}`.toUpperCase();
    const winter = `WINTER-${stamp}`;
    const camera = `SONY20-${stamp}`;
    const year = new Date().getFullYear() + 1;

    const admin = await createVerifiedUser(request, { admin: true, fullName: 'Carla Coupons' });
    await logIn(page, admin, { at: '/administrator-dashboard' });
    await page.getByRole('link', { name: 'Coupons' }).click();
    await expect(page).toHaveURL(/\/administrator-dashboard\/coupons$/);
    await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();

    // A percentage off in December, at most 50 orders, twice per customer, from 3 charged days.
    await pressEnterOn(page, page.getByRole('button', { name: 'New coupon' }));
    const dialog = page.getByRole('dialog', { name: 'New coupon' });
    const code = dialog.getByRole('textbox', { name: 'Code' });
    await expect(code).toBeFocused();
    await page.keyboard.type(winter.toLowerCase());
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('radio', { name: 'Percentage' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('10');
    await dialog.getByLabel('Valid from').fill(`${year}-12-01`);
    await dialog.getByLabel('Valid until').fill(`${year}-12-31`);
    await dialog.getByRole('textbox', { name: 'Orders in all' }).fill('50');
    await dialog.getByRole('textbox', { name: 'Orders per customer' }).fill('2');
    await dialog.getByRole('textbox', { name: 'Least charged days' }).fill('3');
    await expectAccessible(page, 'coupons: new percent coupon');
    await screenshots(page, 'coupons-new-percent');
    await pressEnterOn(page, dialog.getByRole('button', { name: 'Create coupon' }));
    await expect(page.getByText(`Coupon ${winter} created`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // €20 off, any time, for one product chosen from the catalogue's search.
    await page.getByRole('button', { name: 'New coupon' }).click();
    await code.fill(camera);
    // The segmented control's radios are drawn by their labels.
    await dialog.getByText('Amount', { exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Amount' })).toBeChecked();
    await dialog.getByRole('textbox', { name: 'Amount off the rent' }).fill('20');
    await dialog.getByRole('combobox', { name: 'Products' }).fill('Alpha 7 IV');
    await page.getByRole('option', { name: 'Sony Alpha 7 IV' }).click();
    await expect(dialog.getByText('Sony Alpha 7 IV')).toBeVisible();
    await page.keyboard.press('Escape');
    await expectAccessible(page, 'coupons: new amount coupon for a product');
    await screenshots(page, 'coupons-new-amount');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByText(`Coupon ${camera} created`)).toBeVisible();
    await expect(dialog).toBeHidden();

    // Both listed, newest first, with what they give and within which limits.
    const rowOf = (couponCode: string) => page.getByRole('row').filter({ hasText: couponCode });
    const winterRow = rowOf(winter);
    await expect(winterRow).toContainText('10% off');
    await expect(winterRow).toContainText(`From 1 December ${year} to 31 December ${year}`);
    await expect(winterRow).toContainText('0 of 50 used');
    await expect(winterRow).toContainText('2 times per customer');
    await expect(winterRow).toContainText('From 3 charged days');
    await expect(winterRow).toContainText('Every product');
    const cameraRow = rowOf(camera);
    await expect(cameraRow).toContainText('€20.00 off');
    await expect(cameraRow).toContainText('Always');
    await expect(cameraRow).toContainText('Not used yet');
    await expect(cameraRow).toContainText('Products: Sony Alpha 7 IV');

    // A code given out already is refused on its field (Chromium logs the 409).
    expectConsoleError(/409 \(Conflict\)/);
    await page.getByRole('button', { name: 'New coupon' }).click();
    await code.fill(winter);
    await dialog.getByRole('textbox', { name: 'Percentage off the rent' }).fill('5');
    await dialog.getByRole('button', { name: 'Create coupon' }).click();
    await expect(dialog.getByText('There is a coupon with this code already.')).toBeVisible();
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    // The amount code switched off by keyboard: customers can no longer use it.
    const toggle = page.getByRole('switch', { name: `Customers can use ${camera}` });
    await expect(toggle).toBeChecked();
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(page.getByText(`${camera} is off: customers can no longer use it`)).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByRole('switch', { name: `Customers can use ${winter}` })).toBeChecked();
    const listed = (await (await page.request.get('/api/admin/coupons')).json()) as { items: ListedCoupon[] };
    expect(listed.items.find((coupon) => coupon.code === camera)).toMatchObject({ active: false, amountOff: '20.00' });
    expect(listed.items.find((coupon) => coupon.code === winter)).toMatchObject({ active: true, productIds: [] });

    await expectAccessible(page, 'coupons: list');
    // The list as it stays, once the toasts have gone (3 s each).
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
    await screenshots(page, 'coupons-list');
  });
});
