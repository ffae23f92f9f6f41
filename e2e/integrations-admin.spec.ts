import { readFile } from 'node:fs/promises';
import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Issue 32's exports and API tokens on the dashboard's Integrations page: an administrator
 * downloads rentals.csv, makes a token, sees it once, a script uses it as Bearer, and once it
 * is revoked the script's next call is refused.
 */

const INTEGRATIONS = '/administrator-dashboard/integrations';

test.describe('integrations: exports and API tokens', () => {
  test('an administrator downloads the rentals CSV, makes a token a script uses, and revokes it', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true, fullName: 'Olga Owner' });
    await logIn(page, admin, { at: INTEGRATIONS });
    const exportsSection = page.getByRole('region', { name: 'CSV exports' });
    await expect(exportsSection).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportsSection.getByRole('link', { name: 'Download Rentals' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^framehire-rentals-\d{4}-\d\d-\d\d\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\n')[0]).toBe(
      'order_reference,rental_id,placed_at,customer,email,product,kit,units,date_from,date_to,charged_days,quantity,daily_price,total,deposit_per_unit,vat_rate,status,order_status,payment_method,payment_status,cancelled_at,state,days_late,late_fee',
    );
    // The demo shop's rentals are in it, one line each.
    expect(csv.split('\n').length).toBeGreaterThan(2);

    const tokens = page.getByRole('region', { name: 'API tokens' });
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Nightly stock report');
    await dialog.getByRole('radio', { name: 'Read only' }).check();
    await expectAccessible(page, 'create API token dialog');
    await dialog.getByRole('button', { name: 'Create token' }).click();

    const shown = page.getByRole('dialog', { name: 'Your new token' });
    await expect(shown.getByText('Copy it now: you will not see it again.', { exact: false })).toBeVisible();
    const token = (await shown.getByTestId('new-api-token').textContent())!.trim();
    expect(token).toMatch(/^fh_[A-Za-z0-9_-]{43}$/);
    await expectAccessible(page, 'new API token shown once');
    await screenshots(page, 'api-token-shown-once');
    await shown.getByRole('button', { name: 'Done' }).click();
    await expect(shown).toBeHidden();
    // Once closed it is never shown again: the list has only its ends.
    await expect(page.getByText(token)).toHaveCount(0);
    const row = tokens.getByTestId('api-token').filter({ hasText: 'Nightly stock report' });
    await expect(row.getByText(`fh_…${token.slice(-4)}`)).toBeVisible();
    await expect(row.getByText('Never used', { exact: false })).toBeVisible();

    // A script, with no cookie, calls the API with the token.
    const bearer = { authorization: `Bearer ${token}` };
    const products = await request.get('/api/admin/products', { headers: bearer });
    expect(products.status()).toBe(200);
    const write = await request.post('/api/admin/categories', { headers: bearer, data: { name: 'Scripted' } });
    expect(write.status()).toBe(403);
    await page.reload();
    await expect(row.getByText(/^Last used/)).toBeVisible();
    await expectAccessible(page, 'integrations page with a token');
    await screenshots(page, 'integrations-exports-and-tokens');

    await row.getByRole('button', { name: 'Revoke Nightly stock report' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke this token?' });
    await expectAccessible(page, 'revoke API token dialog');
    await confirm.getByRole('button', { name: 'Revoke token' }).click();
    await expect(page.getByText('Token revoked.')).toBeVisible();
    await expect(row).toHaveCount(0);

    const after = await request.get('/api/admin/products', { headers: bearer });
    expect(after.status()).toBe(401);
  });
});
