import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { chooseRentalDates, chooseRentalDatesByKeyboard, isoDaysFromToday } from './support/date-picker';
import { pressEnterOn } from './support/keyboard';
import { productId } from './support/demo-data';

test.describe('product page', () => {
  test('the stock badge shows plenty, last units and booked out for the chosen dates', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await expect(page.getByText('Choose dates to see availability')).toBeVisible();
    await expectAccessible(page, 'product');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const hint = page.getByText('Please select the rental dates first');
    await expect(hint).toBeVisible();
    await expect(hint).toBeHidden();

    await page.getByRole('button', { name: 'Rental dates' }).click();
    await expect(page.getByRole('button', { name: 'Next month' }).first()).toBeVisible();
    await expectAccessible(page, 'product (calendar)');
    await page.keyboard.press('Escape');

    await chooseRentalDates(page, isoDaysFromToday(3), isoDaysFromToday(5));
    await expect(page.getByText('In stock', { exact: true })).toBeVisible();
    await expect(page.getByText('7 units free')).toBeVisible();
    await expectAccessible(page, 'product (in stock)');

    await chooseRentalDates(page, isoDaysFromToday(14), isoDaysFromToday(16));
    await expect(page.getByText('Last units', { exact: true })).toBeVisible();
    await expect(page.getByText('4 units free')).toBeVisible();
    await expectAccessible(page, 'product (last units)');

    await page.goto(`/products/${await productId('Canon EOS R5')}`);
    await chooseRentalDates(page, isoDaysFromToday(10), isoDaysFromToday(12));
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    await expectAccessible(page, 'product (out of stock)');
  });

  test('a range chosen with the keyboard can be added to the cart once', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await expect(page.getByText('Choose dates to see availability')).toBeVisible();
    await chooseRentalDatesByKeyboard(page, isoDaysFromToday(3), isoDaysFromToday(4));
    await pressEnterOn(page, page.getByRole('button', { name: 'Add to cart' }));
    await expect(page.getByText('Added to cart')).toBeVisible();
    await expectAccessible(page, 'product (toast)');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('The product is already in your cart')).toBeVisible();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '[]'));
    expect(cart).toEqual([
      expect.objectContaining({ quantity: 1, dates: { start: isoDaysFromToday(3), end: isoDaysFromToday(4) } }),
    ]);
  });
});
