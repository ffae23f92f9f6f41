import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { fillCart } from './support/orders';
import { screenshots } from './support/screenshots';

/** The billing address as the database keeps it: the four columns, null when none is saved. */
async function savedAddress(email: string) {
  const result = await sql(
    `SELECT billing_street AS street, billing_postcode AS postcode, billing_city AS city, billing_country AS country
     FROM "user" WHERE email = $1`,
    [email],
  );
  return result.rows[0] as Record<'street' | 'postcode' | 'city' | 'country', string | null>;
}

test.describe('the billing address', () => {
  test('a customer is told at checkout, adds it in the profile with the keyboard, sees it kept, and removes it', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Bea Billing' });
    await logIn(page, customer);

    // A week of a camera: above €250, no address saved, no business: the cart says so, without blocking.
    const offset = 400 + test.info().retry * 10;
    await fillCart(page, [
      { name: 'Sony Alpha 7 IV', quantity: 1, from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 6) },
    ]);
    await page.goto('/cart');
    const note = page.getByTestId('billing-address-note');
    await expect(note).toContainText('Your invoice will show no address.');
    await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();
    await screenshots(page, 'cart-billing-address-note');

    // Its link opens the profile at the address, the street ready to type in.
    await pressEnterOn(page, note.getByRole('link', { name: 'Add your billing address to have it on your invoice.' }));
    await expect(page).toHaveURL(/\/account\/profile#billing-address$/);
    const section = page.getByRole('region', { name: /^Billing address/ });
    const street = section.getByRole('textbox', { name: 'Street and number' });
    await expect(street).toBeFocused();

    // Half an address is refused, field by field, and nothing is saved.
    await page.keyboard.type('Calle Mayor 5, 2º B');
    await page.keyboard.press('Enter');
    await expect(section.getByText('Enter the postcode (at most 20 characters).')).toBeVisible();
    await expect(section.getByText('Enter the city, on one line (at most 100 characters).')).toBeVisible();
    await expect(section.getByText('Choose the country.')).toBeVisible();
    expect((await savedAddress(customer.email)).street).toBeNull();
    await expectAccessible(page, 'profile: an incomplete billing address');
    await screenshots(page, 'profile-billing-address-refused');

    // Filled in with the keyboard: Tab from field to field, the country searched and picked.
    await page.keyboard.press('Tab');
    await expect(section.getByRole('textbox', { name: 'Postcode' })).toBeFocused();
    await page.keyboard.type('28013');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Madrid');
    await page.keyboard.press('Tab');
    await expect(section.getByRole('combobox', { name: 'Country' })).toBeFocused();
    await page.keyboard.type('Spai');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('combobox', { name: 'Country' })).toHaveValue('Spain');
    await pressEnterOn(page, section.getByRole('button', { name: 'Save address' }));
    await expect(page.getByText('Your billing address is saved.')).toBeVisible();
    expect(await savedAddress(customer.email)).toEqual({
      street: 'Calle Mayor 5, 2º B',
      postcode: '28013',
      city: 'Madrid',
      country: 'ES',
    });

    // Seen again after a reload, as saved.
    await page.reload();
    await expect(street).toHaveValue('Calle Mayor 5, 2º B');
    await expect(section.getByRole('textbox', { name: 'Postcode' })).toHaveValue('28013');
    await expect(section.getByRole('textbox', { name: 'City' })).toHaveValue('Madrid');
    await expect(section.getByRole('combobox', { name: 'Country' })).toHaveValue('Spain');
    await expectAccessible(page, 'profile: a saved billing address');
    await screenshots(page, 'profile-billing-address');

    // With an address to print, the cart no longer mentions it.
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expect(page.getByTestId('billing-address-note')).toHaveCount(0);

    // Removed: the fields empty, nothing kept, and the API says null.
    await page.goto('/account/profile');
    await pressEnterOn(page, section.getByRole('button', { name: 'Remove address' }));
    await expect(page.getByText('Your billing address is removed.')).toBeVisible();
    await expect(street).toHaveValue('');
    await expect(section.getByRole('button', { name: 'Remove address' })).toHaveCount(0);
    expect(await savedAddress(customer.email)).toEqual({ street: null, postcode: null, city: null, country: null });
    expect((await (await page.request.get('/api/me')).json()).billingAddress).toBeNull();
  });
});
