import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/* The administrator's side of taking the money (issue 28): the shop's settings, a product's deposit, and an order's payment at the counter. */

const SETTINGS = '/administrator-dashboard/settings';
const PRODUCTS = '/administrator-dashboard/manage-catalog/products';
const LENS = 'Sigma 35mm F1.4 DG DN Art';

/** The shop's settings as they were before a journey changed them, so the others find them as they expect. */
async function restoreDefaults(page: Page) {
  const restored = await page.request.patch('/api/admin/settings', {
    data: {
      payments: { methods: ['online', 'at_pickup'] },
      cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
      deposits: { enabled: true },
    },
  });
  expect(restored.status(), await restored.text()).toBe(200);
}

test.describe('payments in the dashboard', () => {
  test('an administrator changes the cancellation rules and turns deposits off, from the keyboard, and finds them saved', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, admin, { at: '/administrator-dashboard' });
    await pressEnterOn(page, page.getByRole('link', { name: 'Settings' }));
    await expect(page).toHaveURL(SETTINGS);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

    // Without Stripe's keys (the e2e shop has none) online payment cannot be offered, and the page says why.
    const online = page.getByRole('checkbox', { name: 'Online with Stripe' });
    await expect(online).toBeDisabled();
    await expect(online).not.toBeChecked();
    await expect(page.getByText('docs/payments.md')).toBeVisible();
    await expect(page.getByTestId('hold-minutes')).toHaveText(/Time to pay online: \d+ minutes/);
    await screenshots(page, 'settings');
    await expectAccessible(page, 'settings');

    // At pick-up is then the only way to pay: unticking it is refused under the field.
    const atPickup = page.getByRole('checkbox', { name: 'At pick-up' });
    await tabTo(page, atPickup);
    await page.keyboard.press('Space');
    await expect(atPickup).not.toBeChecked();
    await pressEnterOn(page, page.getByRole('button', { name: 'Save settings' }));
    await expect(page.getByText('Choose at least one payment method.')).toBeVisible();
    await tabTo(page, atPickup, { backwards: true });
    await page.keyboard.press('Space');
    await expect(atPickup).toBeChecked();

    const days = page.getByRole('textbox', { name: 'Full refund until' });
    await tabTo(page, days);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('7');
    const percent = page.getByRole('textbox', { name: 'Refund after that' });
    await tabTo(page, percent);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('130');
    await pressEnterOn(page, page.getByRole('button', { name: 'Save settings' }));
    await expect(page.getByText('Enter a whole percentage from 0 to 100.')).toBeVisible();
    await tabTo(page, percent, { backwards: true });
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('30');
    await expect(page.getByTestId('cancellation-summary')).toHaveText(
      'Cancelled 7 days or more before the start: everything back. Later: 30 % back.',
    );
    const deposits = page.getByRole('switch', { name: 'Ask for deposits' });
    await tabTo(page, deposits);
    await page.keyboard.press('Space');
    await expect(deposits).not.toBeChecked();
    await pressEnterOn(page, page.getByRole('button', { name: 'Save settings' }));
    await expect(page.getByText('The settings were saved.')).toBeVisible();

    // Saved on the server: a fresh page shows them, and the audit log has the change.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Full refund until' })).toHaveValue('7 days');
    await expect(page.getByRole('textbox', { name: 'Refund after that' })).toHaveValue('30 %');
    await expect(page.getByRole('switch', { name: 'Ask for deposits' })).not.toBeChecked();
    await expect(page.getByTestId('settings-updated')).toHaveText(/^Last saved on /);
    const saved = (await (await page.request.get('/api/admin/settings')).json()) as {
      cancellation: { fullRefundDaysBefore: number; lateRefundPercent: number };
      deposits: { enabled: boolean };
      payments: { methods: string[] };
    };
    expect(saved.cancellation).toEqual({ fullRefundDaysBefore: 7, lateRefundPercent: 30 });
    expect(saved.deposits.enabled).toBe(false);
    // The saved "online" stays, for when the operator connects Stripe.
    expect(saved.payments.methods).toContain('at_pickup');
    await page.goto('/administrator-dashboard/audit-log');
    await expect(page.getByText('Edited shop settings').first()).toBeVisible();
    await expect(page.getByText('Refund after that (%)').first()).toBeVisible();
    await expect(page.getByText('Deposits:').first()).toBeVisible();
    await screenshots(page, 'audit-log-settings');

    await restoreDefaults(page);
  });

  test("an administrator sets a product's deposit, which the list and the API show", async ({ page, request }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const product = `Deposit Rig ${Date.now()}-${test.info().retry}`;
    await sql(
      `INSERT INTO products (name, daily_price, brand, model, category_id, description)
       SELECT $1, 18.00, 'Framehire', 'Rig', id, 'A rig made by a journey.' FROM categories WHERE name = 'Accessories'`,
      [product],
    );
    await logIn(page, admin, { at: PRODUCTS });
    await page.getByRole('textbox', { name: 'Search products by name' }).fill(product);
    const row = page.getByRole('row').filter({ hasText: product });
    await expect(row).toContainText('€18.00 per day');
    await expect(row.getByTestId('product-deposit')).toHaveCount(0);

    await pressEnterOn(page, page.getByRole('button', { name: 'Edit', exact: true }));
    await pressEnterOn(page, page.getByRole('button', { name: `Edit ${product}` }));
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    const deposit = dialog.getByRole('textbox', { name: 'Deposit' });
    await expect(deposit).toHaveValue('0.00');
    await expect(dialog.getByText('Per unit, collected at pick-up. 0 for none.')).toBeVisible();
    await deposit.fill('12,345');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an amount in euros with at most two decimals, e.g. 50 or 0.')).toBeVisible();
    await deposit.fill('150.5');
    await screenshots(page, 'product-form-deposit');
    await expectAccessible(page, 'product form with its deposit');
    await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Product was edited successfully!')).toBeVisible();
    await expect(row.getByTestId('product-deposit')).toHaveText('Deposit €150.50');
    await screenshots(page, 'products-deposit');

    const id = await productId(product);
    const answer = (await (await page.request.get(`/api/products/${id}`)).json()) as { deposit: string };
    expect(answer.deposit).toBe('150.50');
  });

  test('an order paid at pick-up: marked paid, its deposit taken, part kept for damage, the rest returned, and part refunded', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Paula Pickup' });
    const offset = 260 + test.info().retry * 7;
    const day = isoDaysFromToday(offset);

    // The customer books one lens for two days, to pay at pick-up.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await logIn(customerPage, customer);
    const lensId = await productId(LENS);
    const lens = (await (await customerPage.request.get(`/api/products/${lensId}`)).json()) as { dailyPrice: string };
    const placed = await customerPage.request.post('/api/orders', {
      headers: { 'idempotency-key': `pickup-${test.info().retry}-${Date.now()}` },
      data: {
        lines: [
          {
            productId: lensId,
            dateFrom: day,
            dateTo: isoDaysFromToday(offset + 1),
            quantity: 1,
            dailyPrice: lens.dailyPrice,
          },
        ],
        payment: 'at_pickup',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const order = (await placed.json()) as { id: number; reference: string; total: string };
    await customerContext.close();
    // Its deposit: €40.00 for the one unit, whatever the lens asks in the demo shop.
    await sql('UPDATE rentals SET deposit_cents = 4000 WHERE order_id = $1', [order.id]);

    await logIn(page, admin, { at: `/administrator-dashboard/orders/${order.id}` });
    await expect(page.getByRole('heading', { name: `Order ${order.reference}`, level: 1 })).toBeVisible();
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel.getByTestId('payment-method')).toHaveText('Paid at pick-up');
    await expect(panel.getByTestId('payment-status')).toHaveText('Due at pick-up');
    await expect(panel.getByTestId('no-movements')).toBeVisible();
    await screenshots(page, 'order-payment-due');
    await expectAccessible(page, 'order payment (due at pick-up)');

    // A part payment by bank transfer first (issue 43): the balance falls, the rest is still due.
    await pressEnterOn(page, panel.getByRole('button', { name: 'Mark paid' }));
    let dialog = page.getByRole('dialog', { name: 'Mark the order paid' });
    await expect(dialog).toBeVisible();
    const amount = dialog.getByRole('textbox', { name: 'Amount' });
    const due = await amount.inputValue();
    await amount.fill('10');
    await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
    await expectAccessible(page, 'mark paid popup');
    await screenshots(page, 'order-part-payment');
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText(/^Part payment of €10\.00 recorded; /)).toBeVisible();
    await expect(panel.getByTestId('payment-status')).toHaveText('Partly paid');
    // What is left, to pay at pick-up, and the balance say the same.
    const left = `€${(Number(due) - 10).toFixed(2)}`;
    await expect(panel.getByTestId('payment-due')).toContainText(left);
    await expect(panel.getByTestId('payment-balance')).toContainText(left);

    // The rest by card terminal, from the keyboard: the field now offers what is left.
    await pressEnterOn(page, panel.getByRole('button', { name: 'Mark paid' }));
    dialog = page.getByRole('dialog', { name: 'Mark the order paid' });
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue((Number(due) - 10).toFixed(2));
    // The arrow keys choose within the group, as the keyboard does (a click on the radio left it
    // unchecked once, on a slow machine, with the popup still coming in).
    await tabTo(page, dialog.getByRole('radio', { name: 'Cash' }));
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Card terminal' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText(/^Order marked paid: /)).toBeVisible();
    await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
    await expect(panel.getByRole('button', { name: 'Mark paid' })).toHaveCount(0);

    // The deposit taken in cash, the field prefilled with what is due.
    await pressEnterOn(page, panel.getByRole('button', { name: 'Take deposit' }));
    dialog = page.getByRole('dialog', { name: 'Take the deposit' });
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('40.00');
    await dialog.getByRole('button', { name: 'Take deposit' }).click();
    await expect(page.getByText('Deposit of €40.00 taken.')).toBeVisible();
    await expect(panel.getByTestId('deposit-held')).toHaveText('€40.00');

    // Part kept against damage: a reason is required.
    await pressEnterOn(page, panel.getByRole('button', { name: 'Keep part' }));
    dialog = page.getByRole('dialog', { name: 'Keep part of the deposit' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('15');
    await dialog.getByRole('button', { name: 'Keep this amount' }).click();
    await expect(dialog.getByText('Say why.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Scratched front element');
    await screenshots(page, 'order-keep-deposit');
    await expectAccessible(page, 'keep deposit popup');
    await dialog.getByRole('button', { name: 'Keep this amount' }).click();
    await expect(page.getByText('€15.00 of the deposit kept.')).toBeVisible();
    await expect(panel.getByTestId('deposit-kept')).toHaveText('€15.00');

    // The rest returned, prefilled.
    await pressEnterOn(page, panel.getByRole('button', { name: 'Return deposit' }));
    dialog = page.getByRole('dialog', { name: 'Return the deposit' });
    await expect(dialog.getByRole('textbox', { name: 'Amount' })).toHaveValue('25.00');
    await dialog.getByRole('button', { name: 'Return deposit' }).click();
    await expect(page.getByText('€25.00 of the deposit returned.')).toBeVisible();
    await expect(panel.getByTestId('deposit-held')).toHaveText('€0.00');

    // Part refunded, with a reason; more than was paid is refused before it is sent.
    await pressEnterOn(page, panel.getByRole('button', { name: 'Refund' }));
    dialog = page.getByRole('dialog', { name: 'Refund' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('99999');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Goodwill for a late pick-up');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(dialog.getByText(/^At most €/).last()).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('10');
    await dialog.getByRole('button', { name: 'Refund' }).click();
    await expect(page.getByText('Refund of €10.00 recorded.')).toBeVisible();
    await expect(panel.getByTestId('payment-refunded')).toHaveText('€10.00');
    // Owed at the counter until it is handed over: never "refunded" before (issue 43). A refund by
    // choice takes as much off the price, so the balance stays settled.
    await expect(panel.getByTestId('payment-status')).toHaveText('Refund owed');
    await expect(panel.getByTestId('payment-balance')).toHaveText('€0.00');

    // Paid at the counter, the refund is owed there: pending until it is handed over and marked given.
    const refund = panel.getByTestId('payment-movement').filter({ hasText: 'Goodwill for a late pick-up' });
    await expect(refund).toContainText('Pending');
    await screenshots(page, 'order-refund-pending');
    await pressEnterOn(page, refund.getByRole('button', { name: 'Mark given' }));
    dialog = page.getByRole('dialog', { name: 'Hand the refund over' });
    await dialog.getByRole('radio', { name: 'Cash' }).check();
    await dialog.getByRole('button', { name: 'Mark given' }).click();
    await expect(page.getByText('Refund of €10.00 marked given.')).toBeVisible();
    await expect(refund).toContainText('Done');
    await expect(refund.getByRole('button', { name: 'Mark given' })).toHaveCount(0);
    await expect(panel.getByTestId('payment-status')).toHaveText('Partly refunded');

    // Every movement is listed, the kept part with its reason.
    await expect(panel.getByTestId('payment-movement')).toHaveCount(6);
    await expect(panel.getByTestId('payment-movement').filter({ hasText: 'Deposit kept' })).toContainText(
      'Scratched front element',
    );
    await page.reload();
    await expect(panel.getByTestId('payment-movement')).toHaveCount(6);
    await screenshots(page, 'order-payment-done');
    await expectAccessible(page, 'order payment (after the counter)');
  });
});
