import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { pressUntilOpen } from './support/press-until-open';

/** Prices on the visible cards, in cents, read from their formatted text (e.g. "€1,234.50"). */
async function cardPrices(page: import('@playwright/test').Page) {
  const texts = await page.getByRole('article').getByText(/€/).allInnerTexts();
  return texts.map((text) => Number(text.replace(/[^\d]/g, '')));
}

/** Cameras' children in the reader's alphabetical order (the database's byte order has "DSLR" before "Drones"). */
const CAMERAS_CHILDREN = ['Cinema Cameras', 'Drones', 'DSLR', 'Mirrorless'];

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

  test('"Load more" adds the next products in price order, moves the focus to the first new one, and ends with the last', async ({
    page,
  }) => {
    await page.goto('/all-products?sort=price_asc');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(24);
    const status = page.getByRole('status').filter({ hasText: /^Showing/ });
    await expect(status).toHaveText(/^Showing 1–24 of \d+ products$/);
    const total = Number((await status.innerText()).match(/of (\d+)/)![1]);
    expect(total).toBeGreaterThan(48);

    const loadMore = page.getByRole('button', { name: 'Load more' });
    await pressEnterOn(page, loadMore);
    await expect(cards).toHaveCount(48);
    await expect(status).toHaveText(`Showing 1–48 of ${total} products`);
    // The keyboard carries on at the first product that came.
    await expect(cards.nth(24).getByRole('link').first()).toBeFocused();
    await expect(page.getByText('24 more shown')).toBeAttached();
    await expectAccessible(page, 'all products, second page loaded');

    // Until the button goes, each click waiting for its page. Other specs add products meanwhile,
    // so the end is where the list says it is, not the total read at the start.
    while ((await loadMore.count()) > 0) {
      const shown = await cards.count();
      await loadMore.click();
      await expect(cards).not.toHaveCount(shown);
    }
    const shown = await cards.count();
    expect(shown).toBeGreaterThanOrEqual(total);
    // The count is the first page's: a product another spec added after it came is shown, not counted.
    await expect(status).toHaveText(new RegExp(`^Showing 1–${shown} of (${total}|${shown}) products$`));
    // One price order across every page: the keyset carried it, ties included.
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(new Set(await cards.getByRole('link').allInnerTexts()).size).toBe(shown);
  });

  test("a child category's page highlights its parent's tab; the chips list the children as the dropdown does", async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Product categories' });
    const cameras = nav.getByRole('link', { name: 'Cameras', exact: true });
    // A pointer resting on the tab before the app has taken the page over opens nothing (the
    // dropdown is the app's): as a person would, it moves off and comes back until it opens.
    await expect(async () => {
      await page.mouse.move(600, 600);
      await cameras.hover();
      await expect(page.getByRole('menuitem')).toHaveText(CAMERAS_CHILDREN, { timeout: 2_000 });
    }).toPass();
    await page.mouse.move(600, 600);
    await expect(page.getByRole('menuitem')).toHaveCount(0);

    await cameras.click();
    await expect(page.getByRole('heading', { name: 'Cameras', level: 1 })).toBeVisible();
    const chips = page.getByRole('navigation', { name: 'Sub-categories' }).getByRole('link');
    await expect(chips).toHaveText(CAMERAS_CHILDREN);
    await expect(cameras).toHaveAttribute('aria-current', 'page');

    await chips.filter({ hasText: 'Drones' }).click();
    await expect(page.getByRole('heading', { name: 'Drones', level: 1 })).toBeVisible();
    // The parent's tab is the current section, not the current page.
    await expect(cameras).toHaveAttribute('data-active', 'true');
    await expect(cameras).toHaveAttribute('aria-current', 'true');
    await expect(nav.locator('[data-active]')).toHaveCount(1);
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expectAccessible(page, 'category (child) with its section highlighted');
  });

  test("on a phone, the drawer opens a child category's section, marked, with the children in the same order", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const drawer = page.getByRole('dialog').getByRole('navigation', { name: 'Product categories' });
    await pressUntilOpen(page.getByRole('button', { name: 'Open menu' }), drawer);
    await drawer.getByRole('button', { name: 'Cameras' }).click();
    const links = drawer.getByRole('link');
    await links.filter({ hasText: 'Drones' }).click();
    await expect(page.getByRole('heading', { name: 'Drones', level: 1 })).toBeVisible();

    // Afresh, so the drawer opens the section by itself.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Drones', level: 1 })).toBeVisible();
    await pressUntilOpen(page.getByRole('button', { name: 'Open menu' }), drawer);
    const section = drawer.getByRole('button', { name: 'Cameras' });
    await expect(section).toHaveAttribute('aria-current', 'true');
    await expect(drawer.getByRole('link', { name: 'Drones' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Drones' })).toHaveAttribute('aria-current', 'page');
    const children = drawer.getByRole('link').filter({ hasText: new RegExp(`^(${CAMERAS_CHILDREN.join('|')})$`) });
    await expect(children).toHaveText(CAMERAS_CHILDREN);
    await expectAccessible(page, 'category drawer on a child category');
  });
});
