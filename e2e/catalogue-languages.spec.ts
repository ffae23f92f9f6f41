import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { pressUntilOpen } from './support/press-until-open';

/*
 * The catalogue in the customer's language (decision 019): the demo shop carries Spanish and
 * German texts, the server answers in the page's language, and a switch asks again.
 */

const TRIPOD = {
  en: 'Manfrotto 190 Aluminium 3-Section Tripod',
  de: 'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
  es: 'Trípode Manfrotto 190 de aluminio de 3 secciones',
};
const BATTERY = { en: 'Sony NP-FZ100 Battery', de: 'Sony NP-FZ100 Akku', es: 'Batería Sony NP-FZ100' };

/** The header's language menu, named in the language on screen. */
async function switchLanguage(page: Page, from: 'Change language' | 'Sprache ändern' | 'Cambiar idioma', to: string) {
  await pressUntilOpen(page.getByRole('button', { name: from }), page.getByRole('menuitem', { name: to }));
  await page.getByRole('menuitem', { name: to }).click();
}

test.describe('the catalogue in the customer’s language', () => {
  test('German and Spanish translate the header’s categories, a category, a product and find a product by its name', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Product categories' }).getByRole('link', { name: 'Lenses', exact: true }),
    ).toBeVisible();

    await switchLanguage(page, 'Change language', 'Deutsch');
    const germanBar = page.getByRole('navigation', { name: 'Produktkategorien' });
    await expect(germanBar.getByRole('link', { name: 'Objektive', exact: true })).toBeVisible();
    await expect(germanBar.getByRole('link', { name: 'Stative & Halterungen', exact: true })).toBeVisible();
    await expect(germanBar.getByRole('link', { name: 'Lenses', exact: true })).toHaveCount(0);

    await pressEnterOn(page, germanBar.getByRole('link', { name: 'Objektive', exact: true }));
    await expect(page.getByRole('heading', { name: 'Objektive', level: 1 })).toBeVisible();
    await expect(page.getByText('Zoom- und Festbrennweiten für Sony E, Canon RF und EF')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Festbrennweiten' }).first()).toBeVisible();
    await expectAccessible(page, 'category (German)');

    await page.goto(`/products/${await productId(TRIPOD.en)}`);
    await expect(page.getByRole('heading', { name: TRIPOD.de, level: 1 })).toBeVisible();
    await expect(page.getByText('Ein stabiles Aluminiumstativ mit Quick-Power-Lock-Hebeln')).toBeVisible();
    await expectAccessible(page, 'product (German)');

    // Searching a German name finds the product, named in German.
    await page.goto('/all-products');
    const germanSearch = page.getByRole('searchbox', { name: 'Produkte nach Namen suchen' });
    await germanSearch.fill('Aluminium-Stativ');
    await germanSearch.press('Enter');
    await expect(page).toHaveURL(/\/catalog-search\/Aluminium-Stativ$/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').getByText(TRIPOD.de)).toBeVisible();

    await switchLanguage(page, 'Sprache ändern', 'Español');
    // The results on screen are asked for again in Spanish.
    await expect(page.getByRole('article').getByText(TRIPOD.es)).toBeVisible();
    const spanishBar = page.getByRole('navigation', { name: 'Categorías de productos' });
    await expect(spanishBar.getByRole('link', { name: 'Objetivos', exact: true })).toBeVisible();
    await pressEnterOn(page, spanishBar.getByRole('link', { name: 'Iluminación', exact: true }));
    await expect(page.getByRole('heading', { name: 'Iluminación', level: 1 })).toBeVisible();
    await expect(page.getByText('Luz continua, flash y los modificadores para darle forma.')).toBeVisible();

    await page.goto(`/products/${await productId(BATTERY.en)}`);
    await expect(page.getByRole('heading', { name: BATTERY.es, level: 1 })).toBeVisible();
    await expect(page.getByText('Una batería recargable de 7,2 V y 2280 mAh')).toBeVisible();
    await expectAccessible(page, 'product (Spanish)');

    const spanishSearch = page.getByRole('searchbox', { name: 'Buscar productos por nombre' });
    await page.goto('/all-products');
    await spanishSearch.fill('trípode manfrotto');
    await spanishSearch.press('Enter');
    await expect(page.getByRole('article').getByText(TRIPOD.es)).toBeVisible();
  });

  test('the cart renames its products when the visitor switches language', async ({ page }) => {
    const offset = 70 + test.info().retry * 10;
    await page.goto(`/products/${await productId(BATTERY.en)}`);
    await chooseRentalDates(page, isoDaysFromToday(offset), isoDaysFromToday(offset + 1));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();

    await page.getByRole('link', { name: 'Cart' }).first().click();
    const line = page.getByTestId('cart-line');
    await expect(line).toContainText(BATTERY.en);

    await switchLanguage(page, 'Change language', 'Deutsch');
    await expect(page.getByRole('heading', { name: 'Warenkorb' })).toBeVisible();
    await expect(line).toContainText(BATTERY.de);
    await expectAccessible(page, 'cart (German)');

    // Saved in the browser, the cart keeps the German name after a reload, and takes the Spanish one
    // next, even when the visitor switches while the page's first check, asked in German, is on its
    // way: that check's answer is held until the switch, as a slow network would.
    let switched = () => {};
    const held = new Promise<void>((resolve) => (switched = resolve));
    await page.route(
      /\/api\/products\?.*ids=/,
      async (route) => {
        await held;
        await route.continue().catch(() => {}); // the switch may have cancelled it
      },
      { times: 1 },
    );
    await page.reload();
    await expect(line).toContainText(BATTERY.de);
    await switchLanguage(page, 'Sprache ändern', 'Español');
    switched();
    await expect(line).toContainText(BATTERY.es);
  });

  test('an administrator gives a product its German name in the dashboard, and the German shop shows it', async ({
    page,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const name = `Sachtler Flowtech 75 ${Date.now()}-${test.info().retry}`;
    const german = `Sachtler Flowtech 75 Videostativ ${Date.now()}`;
    await sql(
      `INSERT INTO products (name, description, daily_price, brand, model, category_id)
       SELECT $1, 'Carbon video legs with a quick-release.', 19.00, 'Sachtler', 'Flowtech 75', id FROM categories WHERE name = 'Tripods'`,
      [name],
    );
    await logIn(page, admin, { at: '/administrator-dashboard/manage-catalog/products' });
    await page.getByRole('textbox', { name: 'Search products by name' }).fill(name);
    const editMode = page.getByRole('button', { name: 'Edit', exact: true });
    await editMode.click();
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit product' });

    // English first and required; the other languages a tab away, from the keyboard.
    const tabs = dialog.getByRole('tablist', { name: 'Language of the texts' });
    await expect(tabs.getByRole('tab', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await tabs.getByRole('tab', { name: 'English' }).focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Deutsch' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Optional. Left empty, the shop shows the English text.').first()).toBeVisible();
    await dialog.getByLabel('Name (Deutsch)').fill(german);
    await dialog.getByLabel('Description (Deutsch)').fill('Carbon-Videostativ mit Schnellverschluss.');
    await expectAccessible(page, 'product form (German tab)');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product was edited successfully!')).toBeVisible();
    // The dashboard keeps the English name: it is the product's identity.
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();

    await page.goto(`/products/${await productId(name)}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await switchLanguage(page, 'Change language', 'Deutsch');
    await expect(page.getByRole('heading', { name: german, level: 1 })).toBeVisible();
    await expect(page.getByText('Carbon-Videostativ mit Schnellverschluss.')).toBeVisible();
  });
});
