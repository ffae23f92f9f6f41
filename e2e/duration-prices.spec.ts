import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Cheaper by the week (docs/pricing.md), as a customer meets it: the demo's Sony FX6 costs €149.00
 * a day, €129.00 from 3 days and €99.00 from 7. The product page lists the prices and prices the
 * picked week at the week's rate, the cart shows it, and the order books exactly that.
 */

const FX6 = 'Sony FX6';

test('a week of the Sony FX6 is shown, carted and booked at its 7-day price', async ({ page, request }) => {
  const customer = await createVerifiedUser(request, { fullName: 'Wanda Weekly' });
  // A retry starts on other days, so what the first attempt booked cannot get in its way.
  const offset = 70 + test.info().retry * 10;
  const week = { from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 6) };

  await page.goto(`/products/${await productId(FX6)}`);
  await expect(page.getByTestId('duration-prices')).toHaveText(
    '1 day €149.00 · 3+ days €129.00/day · 7+ days €99.00/day',
  );
  await chooseRentalDates(page, week.from, week.to);
  await expect(page.getByTestId('rental-total')).toHaveText('7 days · €99.00/day · €693.00');
  await expectAccessible(page, 'product page with duration prices');
  await screenshots(page, 'product-duration-prices');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await logIn(page, customer);
  await page.goto('/cart');
  await expect(page.getByTestId('cart-total')).toHaveText('€693.00');
  await expect(page.getByText('7+ day rate').filter({ visible: true }).first()).toBeVisible();
  await expectAccessible(page, 'cart with a duration price');
  await screenshots(page, 'cart-duration-price');

  // The server prices the same cart the same way, without booking anything.
  const quote = await page.request.post('/api/cart/price', {
    data: { lines: [{ productId: await productId(FX6), dateFrom: week.from, dateTo: week.to, quantity: 1 }] },
  });
  expect(await quote.json()).toMatchObject({ lines: [{ chargedDays: 7, dailyPrice: '99.00' }], total: '693.00' });

  await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
  await expect(page.getByText(`${FX6}: Rental requested successfully!`)).toBeVisible();
  const rentals = (await (await page.request.get('/api/rentals')).json()) as {
    productName: string;
    dailyPrice: string;
    total: string;
  }[];
  expect(rentals.find((rental) => rental.productName === FX6)).toMatchObject({ dailyPrice: '99.00', total: '693.00' });
});

test('German and Spanish write the duration prices in their own words', async ({ page }) => {
  await page.goto(`/products/${await productId(FX6)}`);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByTestId('duration-prices')).toHaveText(
    /^1 Tag 149,00\s€ · ab 3 Tagen 129,00\s€\/Tag · ab 7 Tagen 99,00\s€\/Tag$/,
  );
  await page.getByRole('button', { name: 'Sprache ändern' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByTestId('duration-prices')).toHaveText(
    /^1 día 149,00\s€ · desde 3 días 129,00\s€\/día · desde 7 días 99,00\s€\/día$/,
  );
});

test('an administrator gives a product a two-week price, refused first when it is not cheaper, and the shop shows it', async ({
  page,
  request,
}) => {
  const admin = await createVerifiedUser(request, { admin: true });
  await logIn(page, admin);
  const name = `Nikon Z9 ${Date.now()}-${test.info().retry}`;
  const categories = (await (await page.request.get('/api/categories')).json()) as { id: number; name: string }[];
  const created = await page.request.post('/api/admin/products', {
    data: {
      name,
      dailyPrice: '59.00',
      brand: 'Nikon',
      model: 'Z9',
      categoryId: categories.find((category) => category.name === 'Mirrorless')!.id,
      durationPrices: [
        { minDays: 3, dailyPrice: '49.00' },
        { minDays: 7, dailyPrice: '39.00' },
      ],
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/administrator-dashboard/manage-catalog/products');
  await page.getByRole('textbox', { name: 'Search products by name' }).fill(name);
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(dialog.getByText('Customers see: 1 day €59.00 · 3+ days €49.00/day · 7+ days €39.00/day')).toBeVisible();

  await dialog.getByRole('button', { name: 'Add a duration price' }).click();
  await expect(dialog.getByRole('textbox', { name: 'From', exact: true }).nth(2)).toBeFocused();
  await page.keyboard.type('14');
  await dialog.getByRole('textbox', { name: 'Lower daily price', exact: true }).nth(2).fill('39');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(
    dialog.getByText('Enter less than the price from 7 days (€39.00): more days cost less a day.'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Lower daily price', exact: true }).nth(2).fill('32,5');
  await expect(dialog.getByText(/14\+ days €32\.50\/day/)).toBeVisible();
  await expectAccessible(page, 'product form with duration prices');
  await screenshots(page, 'product-form-duration-prices');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Product was edited successfully!')).toBeVisible();

  await page.goto(`/products/${(await created.json()).id}`);
  await expect(page.getByTestId('duration-prices')).toHaveText(
    '1 day €59.00 · 3+ days €49.00/day · 7+ days €39.00/day · 14+ days €32.50/day',
  );
});
