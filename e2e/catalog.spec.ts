import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';

/** Prices on the visible cards, in cents, read from their formatted text (e.g. "€1,234.50"). */
async function cardPrices(page: import('@playwright/test').Page) {
  const texts = await page.getByRole('article').getByText(/€/).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

test.describe('catalogue', () => {
  test('home, a parent category from the header dropdown, a child category, a product', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome to Framehire' })).toBeVisible();
    await expect(page.getByText('Cameras, lenses, tripods, lighting and accessories')).toBeVisible();
    await expectAccessible(page, 'home');

    const nav = page.getByRole('navigation', { name: 'Product categories' });
    const lenses = nav.getByRole('link', { name: 'Lenses', exact: true });
    await lenses.hover();
    await expect(page.getByRole('menuitem', { name: 'Prime Lenses' })).toBeVisible();
    await expectAccessible(page, 'category menu');
    await page.mouse.move(600, 600);
    await expect(page.getByRole('menuitem', { name: 'Prime Lenses' })).toBeHidden();

    // From here on the keyboard: Tab to the parent category, Enter; its child category; a product.
    await pressEnterOn(page, lenses);
    await expect(page.getByRole('heading', { name: 'Lenses', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sony FE 85mm F1\.4 GM/ }).first()).toBeVisible();
    await expectAccessible(page, 'category (parent)');

    await pressEnterOn(page, page.getByRole('main').getByRole('link', { name: 'Prime Lenses' }).first());
    await expect(page.getByRole('heading', { name: 'Prime Lenses', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /24-70mm/ })).toHaveCount(0);
    await expectAccessible(page, 'category (child)');

    await pressEnterOn(page, page.getByRole('link', { name: /Sony FE 85mm F1\.4 GM/ }).first());
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Sony FE 85mm F1.4 GM', level: 1 })).toBeVisible();
    await expect(page.getByText('per day').first()).toBeVisible();
    await expectAccessible(page, 'product');
  });

  test('search by brand finds only that brand; empty and single-space searches are ignored', async ({ page }) => {
    await page.goto('/all-products');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'all products');
    const box = page.getByRole('searchbox', { name: 'Search products by name' });
    await box.fill(' ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/all-products$/);

    await box.fill('Sigma');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/catalog-search\/Sigma$/);
    // The grid swaps the previous page's cards for the results: wait for the results themselves.
    const cards = page.getByRole('article');
    await expect.poll(() => cards.filter({ hasText: 'Sigma' }).count()).toBeGreaterThan(1);
    await expect(cards.filter({ hasNotText: 'Sigma' })).toHaveCount(0);
    await expectAccessible(page, 'search results');
  });

  test('sorting by price orders the whole catalogue both ways, from the keyboard', async ({ page }) => {
    await page.goto('/all-products');
    await tabTo(page, page.getByRole('button', { name: 'Price: low to high' }));
    await page.keyboard.press('Space');
    await expect.poll(async () => (await cardPrices(page))[0]).toBeLessThan(200);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Price: high to low' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(18_900);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending.at(-1)!);
    await expectAccessible(page, 'all products (sorted)');
  });
});
