import { expect, test } from './support/fixtures';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';

test.describe('product page', () => {
  test('the stock badge shows plenty, last units and booked out for the chosen dates', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await expect(page.getByText('Choose dates to see availability')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const hint = page.getByText('Please select the rental dates first');
    await expect(hint).toBeVisible();
    await expect(hint).toBeHidden();

    await chooseRentalDates(page, isoDaysFromToday(3), isoDaysFromToday(5));
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByText('7 units free')).toBeVisible();

    await chooseRentalDates(page, isoDaysFromToday(14), isoDaysFromToday(16));
    await expect(page.getByText('Last units', { exact: true })).toBeVisible();
    await expect(page.getByText('4 units free')).toBeVisible();

    await page.goto(`/products/${await productId('Canon EOS R5')}`);
    await chooseRentalDates(page, isoDaysFromToday(10), isoDaysFromToday(12));
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
  });

  test('a chosen range can be added to the cart once', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await chooseRentalDates(page, isoDaysFromToday(3), isoDaysFromToday(4));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('The product is already in your cart')).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '[]'));
    expect(cart).toEqual([
      expect.objectContaining({ quantity: 1, dates: { start: isoDaysFromToday(3), end: isoDaysFromToday(4) } }),
    ]);
  });
});
