import { expect, test } from './support/fixtures';

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

    const nav = page.getByRole('navigation', { name: 'Product categories' });
    const lenses = nav.getByRole('link', { name: 'Lenses', exact: true });
    await lenses.hover();
    await expect(page.getByRole('menuitem', { name: 'Prime Lenses' })).toBeVisible();
    await lenses.click();
    await expect(page.getByRole('heading', { name: 'Lenses', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /Sony FE 85mm F1\.4 GM/ }).first()).toBeVisible();

    await page.getByRole('link', { name: 'Prime Lenses' }).first().click();
    await expect(page.getByRole('heading', { name: 'Prime Lenses', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /24-70mm/ })).toHaveCount(0);

    await page.getByRole('link', { name: /Sony FE 85mm F1\.4 GM/ }).first().click();
    await expect(page).toHaveURL(/\/products\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Sony FE 85mm F1.4 GM', level: 1 })).toBeVisible();
    await expect(page.getByText('per day').first()).toBeVisible();
  });

  test('search by brand finds only that brand; empty and single-space searches are ignored', async ({ page }) => {
    await page.goto('/all-products');
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
  });

  test('sorting by price orders the whole catalogue both ways', async ({ page }) => {
    await page.goto('/all-products');
    await page.getByRole('button', { name: 'Price: low to high' }).click();
    await expect.poll(async () => (await cardPrices(page))[0]).toBeLessThan(200);
    const ascending = await cardPrices(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Price: high to low' }).click();
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(18_900);
    const descending = await cardPrices(page);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending.at(-1)!);
  });
});
