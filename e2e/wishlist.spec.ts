import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

test('three products saved with the heart can be reordered by keyboard and keep their order after a reload', async ({
  page,
}) => {
  await page.goto('/all-products');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (const card of (await cards.all()).slice(0, 3)) {
    names.push((await card.getByRole('link').last().innerText()).trim());
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  }

  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Wishlist' })).toBeVisible();
  const order = async () =>
    page.evaluate(() =>
      (JSON.parse(localStorage.getItem('wishlistProducts') ?? '[]') as { name: string }[]).map((p) => p.name),
    );
  expect(await order()).toEqual(names);
  await expectAccessible(page, 'wishlist');

  const handle = page.getByRole('button', { name: `Drag to reorder ${names[0]}` });
  const announcer = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // Over its own place first: the sortable has measured the cards, so the arrow keys can move it.
  await expect(announcer).toContainText('was moved to position 1 of 3.');
  await page.keyboard.press('ArrowRight');
  await expect(announcer).toContainText('was moved to position 2 of 3.');
  await page.keyboard.press('Space');
  await expect(announcer).toContainText('was dropped at position 2 of 3.');
  await expect.poll(order).toEqual([names[1], names[0], names[2]]);

  await page.reload();
  const handles = page.getByRole('button', { name: /^Drag to reorder / });
  await expect(handles).toHaveCount(3);
  expect(await handles.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))).toEqual([
    `Drag to reorder ${names[1]}`,
    `Drag to reorder ${names[0]}`,
    `Drag to reorder ${names[2]}`,
  ]);

  await page.getByRole('button', { name: 'Clear wishlist' }).click();
  await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
  await expectAccessible(page, 'wishlist (empty)');
});
