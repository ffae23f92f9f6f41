import { Webhook } from 'standardwebhooks';
import { startWebhookReceiver } from '../src/server/test/webhook-receiver';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Issue 32's webhooks from the dashboard: an administrator adds an endpoint (a receiver this
 * spec runs on 127.0.0.1; the e2e server allows private networks), sees its secret once, a
 * customer's order arrives there signed, the delivery shows 200 in its list and is sent again.
 */

/** A product of its own, so the order's dates are free whatever other specs booked. */
async function productOfItsOwn(name: string) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by the webhooks journey.', 25, 'Sony', 'FX3', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name],
  );
  const id = product.rows[0].id as number;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-1`, id]);
  return id;
}

test.describe('webhooks', () => {
  test('an administrator adds an endpoint, sees its secret once, and watches an order arrive signed', async ({
    page,
    browser,
    request,
  }) => {
    const receiver = await startWebhookReceiver();
    try {
      const admin = await createVerifiedUser(request, { admin: true, fullName: 'Wes Webhooks' });
      await logIn(page, admin, { at: '/administrator-dashboard/integrations' });
      const section = page.getByRole('region', { name: 'Webhooks' });
      await expect(section).toBeVisible();

      await section.getByRole('button', { name: 'Add endpoint' }).click();
      const form = page.getByRole('dialog', { name: 'Add endpoint' });
      const url = receiver.url(`/hooks-${test.info().retry}`);
      await form.getByLabel('Endpoint URL').fill(url);
      await expect(form.getByRole('checkbox', { name: 'Order placed' })).toBeChecked();
      await form.getByRole('checkbox', { name: 'Rentals and hand-overs' }).check();
      await expect(form.getByRole('checkbox', { name: 'Rental returned' })).toBeChecked();
      await expectAccessible(page, 'webhooks: add endpoint');
      await screenshots(page, 'webhooks-add');
      await form.getByRole('button', { name: 'Add endpoint' }).click();

      const shown = page.getByRole('dialog', { name: 'Signing secret' });
      await expect(shown.getByText('You will not see this secret again.', { exact: false })).toBeVisible();
      const secret = (await shown.getByTestId('webhook-secret').innerText()).trim();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
      await expectAccessible(page, 'webhooks: secret shown once');
      await screenshots(page, 'webhooks-secret');
      await shown.getByRole('button', { name: 'I have copied it' }).click();
      await expect(shown).toBeHidden();
      // Never again: not in the list the page reads.
      const listed = await page.request.get('/api/admin/webhooks');
      expect(await listed.text()).not.toContain(secret.slice(6));

      // A customer orders; the receiver gets order.placed, signed with that secret.
      const productId = await productOfItsOwn(`Webhook Cam ${Date.now()}`);
      const customerContext = await browser.newContext();
      const customerPage = await customerContext.newPage();
      const customer = await createVerifiedUser(request, { fullName: 'Otto Order' });
      await logIn(customerPage, customer);
      const placed = await customerPage.request.post('/api/orders', {
        data: {
          lines: [
            { productId, dateFrom: isoDaysFromToday(5), dateTo: isoDaysFromToday(6), quantity: 1, dailyPrice: '25.00' },
          ],
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()) as { id: number; reference: string };
      await customerContext.close();

      const ours = () =>
        receiver.received.filter(
          (hook) => (JSON.parse(hook.body) as { data: { orderId?: number } }).data.orderId === order.id,
        );
      await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(1);
      const first = ours()[0]!;
      const body = new Webhook(secret).verify(first.body, first.headers as Record<string, string>);
      expect(body).toMatchObject({
        type: 'order.placed',
        data: { orderId: order.id, orderReference: order.reference },
      });

      // The endpoint's card and its deliveries: delivered, HTTP 200.
      await page.reload();
      const card = section.getByTestId('webhook-endpoint').filter({ hasText: url });
      await expect(card.getByText('Delivered')).toBeVisible();
      await expectAccessible(page, 'webhooks: endpoint listed');
      await screenshots(page, 'webhooks-list');
      await card.getByRole('button', { name: 'Deliveries' }).click();
      const deliveries = page.getByRole('dialog', { name: `Deliveries to ${url}` });
      // This order's delivery, by the webhook-id it arrived with: journeys running beside this one
      // place orders too, and every enabled endpoint gets theirs (newest first, above this one).
      const row = deliveries
        .getByTestId('webhook-delivery')
        .filter({ hasText: 'Order placed' })
        .filter({ hasText: `Message ${first.headers['webhook-id']}` });
      await expect(row.getByText('Delivered')).toBeVisible();
      await expect(row.getByText(/HTTP 200/)).toBeVisible();
      await expectAccessible(page, 'webhooks: deliveries');
      await screenshots(page, 'webhooks-deliveries');

      // Sent again by hand: the same webhook-id arrives a second time.
      await row.getByRole('button', { name: 'Send Order placed again' }).click();
      await expect(page.getByText('It will be sent again in a moment')).toBeVisible();
      await expect.poll(() => ours().length, { timeout: 15_000 }).toBe(2);
      expect(ours()[1]!.headers['webhook-id']).toBe(first.headers['webhook-id']);
      await expect(async () => {
        await deliveries.getByRole('button', { name: 'Refresh' }).click();
        await expect(row.getByText(/2 tries/)).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      await expect(deliveries).toBeHidden();

      // Deleted, behind a question: the e2e server sends it nothing more. The resend's toast
      // sits over the menu's corner at first: a click there would land on it and close the menu.
      await expect(page.getByText('It will be sent again in a moment')).toBeHidden({ timeout: 15_000 });
      await card.getByRole('button', { name: `More for ${url}` }).click();
      await page.getByRole('menuitem', { name: 'Delete endpoint' }).click();
      const question = page.getByRole('dialog', { name: 'Delete this endpoint?' });
      await expectAccessible(page, 'webhooks: delete question');
      await question.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByText('Endpoint deleted')).toBeVisible();
      await expect(section.getByTestId('webhook-endpoint').filter({ hasText: url })).toHaveCount(0);
    } finally {
      await receiver.close();
    }
  });
});
