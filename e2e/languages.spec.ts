import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { productId } from './support/demo-data';

test('German and Spanish translate the product page, its prices and its review dates', async ({ page }) => {
  await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
  await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { name: 'Kundenbewertungen' })).toBeVisible();
  await expect(page.getByText('pro Tag').first()).toBeVisible();
  await expectAccessible(page, 'product (German)');
  await expect(page.getByText(/\d+,\d{2}\s€/).first()).toBeVisible();
  await expect(
    page
      .getByText(/\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/)
      .first(),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Sprache ändern' }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Opiniones de clientes' })).toBeVisible();
  await expect(page.getByText('por día').first()).toBeVisible();
  await expect(
    page
      .getByText(
        /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/,
      )
      .first(),
  ).toBeVisible();
});
