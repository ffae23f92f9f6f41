import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';
import { untilAppTookOver } from './support/app-alive';
import { productId } from './support/demo-data';

/*
 * SPEC section 9's timings: a button press animates over 200 ms; toasts stay 3000 ms, leave in
 * 150 ms, pause on hover, queue beyond the limit and show as others leave (decision 012), sit
 * bottom-right, and on a phone come one at a time at the top, clear of the screen's main action.
 */

const NO_DATES = 'Please select the rental dates first';

type ToastEvent = { event: 'pressed' | 'added' | 'removed'; at: number };

/** Records, in the page's own clock, each key pressed and when each toast enters and leaves the document. */
async function recordToasts(page: Page) {
  await page.evaluate(() => {
    const events: ToastEvent[] = [];
    (window as unknown as { toastEvents: ToastEvent[] }).toastEvents = events;
    // The first toasts arrive inside their container, which mounts with the first one. One batch
    // of records may name both the container and the toasts put in it since: by the time the
    // observer runs, the container holds them too, so each toast counts once, by its element.
    const toastsIn = (node: Node): Element[] =>
      node instanceof HTMLElement
        ? [
            ...(node.matches('.mantine-Notification-root') ? [node] : []),
            ...node.querySelectorAll('.mantine-Notification-root'),
          ]
        : [];
    const present = new Set<Element>();
    const record = (event: ToastEvent['event'], nodes: NodeList) =>
      nodes.forEach((node) => {
        for (const toast of toastsIn(node)) {
          const known = present.has(toast);
          if (event === 'added' ? known : !known) continue;
          if (event === 'added') present.add(toast);
          else present.delete(toast);
          events.push({ event, at: performance.now() });
        }
      });
    // A toast's 3 s cannot start before the key that asked for it: the press bounds it from below,
    // where the observer, called after the page's work in hand, may see the toast come late.
    document.addEventListener('keydown', () => events.push({ event: 'pressed', at: performance.now() }), true);
    new MutationObserver((records) => {
      for (const { addedNodes, removedNodes } of records) {
        record('added', addedNodes);
        record('removed', removedNodes);
      }
    }).observe(document.body, { childList: true, subtree: true });
  });
}

const toastEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as { toastEvents: ToastEvent[] }).toastEvents);

/** Whether two boxes share any pixel. */
function overlap(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

test('a button press animates its nudge over 200 ms', async ({ page }) => {
  await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
  const button = page.getByRole('button', { name: 'Add to cart' });
  await expect(button).toBeVisible();
  const transition = await button.evaluate((element) => {
    const style = getComputedStyle(element);
    return { property: style.transitionProperty, duration: style.transitionDuration };
  });
  expect(transition).toEqual({ property: 'transform', duration: '0.2s' });
});

test.describe('toasts on a wide screen', () => {
  test('sit bottom-right, stay 3 s, leave in 150 ms, and the fourth waits for a free place', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    const add = page.getByRole('button', { name: 'Add to cart' });
    // Four quick presses: before the app takes the page over, only the last would count.
    await untilAppTookOver(add);
    await recordToasts(page);
    // From the keyboard, so no pointer rests on a toast (that would pause them).
    await page.mouse.move(0, 0);
    await add.focus();
    for (let toast = 0; toast < 4; toast++) await page.keyboard.press('Enter');

    const toasts = page.getByRole('alert').filter({ hasText: NO_DATES });
    await expect(toasts).toHaveCount(3);
    const viewport = page.viewportSize()!;
    for (const toast of await toasts.all()) {
      const at = await box(toast);
      expect(viewport.width - (at.x + at.width), 'close to the right edge').toBeLessThan(40);
      expect(at.y, 'in the lower half').toBeGreaterThan(viewport.height / 2);
    }
    expect(await toasts.first().evaluate((element) => getComputedStyle(element).transitionDuration)).toBe(
      '0.15s, 0.15s, 0.15s',
    );

    // All four have come and gone.
    await expect
      .poll(async () => (await toastEvents(page)).filter(({ event }) => event === 'removed').length, {
        timeout: 15_000,
      })
      .toBe(4);
    const events = await toastEvents(page);
    const added = events.filter(({ event }) => event === 'added').map(({ at }) => at);
    const removed = events.filter(({ event }) => event === 'removed').map(({ at }) => at);
    const pressed = events.filter(({ event }) => event === 'pressed').map(({ at }) => at);
    // The first stays 3000 ms (not Mantine's 4000), then leaves in 150 ms; timers may run late
    // on a busy machine, never early: counted from the key press, which comes before its start.
    expect(removed[0]! - pressed[0]!).toBeGreaterThanOrEqual(3000 + 150 - 20);
    expect(removed[0]! - added[0]!).toBeLessThan(3800);
    // The fourth was queued: it came as the first began to leave (its 150 ms exit included),
    // well within the spec's 250 ms.
    expect(added[3]! - added[0]!).toBeGreaterThan(2900);
    const firstLeft = removed[0]! - 150;
    expect(Math.abs(added[3]! - firstLeft)).toBeLessThan(250);
  });

  test('pause while the pointer is on them', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const toast = page.getByRole('alert').filter({ hasText: NO_DATES });
    await expect(toast).toBeVisible();
    await toast.hover();
    // Held, the toast is checked by axe in both themes (it cannot time out meanwhile).
    await expectAccessible(page, 'product (toast held by the pointer)');
    await page.waitForTimeout(4000);
    await expect(toast).toBeVisible();
    await page.mouse.move(10, 10);
    await expect(toast).toBeHidden({ timeout: 5000 });
  });
});

test.describe('toasts on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('drop in at the top, clear of the checkout button and of the log-in button', async ({ context, page }) => {
    const ids = [await productId('Sony Alpha 7 IV'), await productId('Canon EOS R5')];
    const products = (await (await page.request.get(`/api/products?ids=${ids.join(',')}`)).json()) as {
      items: { name: string }[];
    };
    const byName = (name: string) => products.items.find((product) => product.name === name);
    // Far ahead, where both are free; the Canon has one working unit.
    const lines = [
      { product: byName('Sony Alpha 7 IV'), quantity: 1, dates: { start: '2031-05-05', end: '2031-05-06' } },
      { product: byName('Canon EOS R5'), quantity: 1, dates: { start: '2031-05-12', end: '2031-05-13' } },
    ];
    await context.addInitScript((saved) => {
      if (location.protocol.startsWith('http') && !localStorage.getItem('cartProducts')) {
        localStorage.setItem('cartProducts', JSON.stringify(saved));
      }
    }, lines);

    await page.goto('/cart');
    const checkout = page.getByRole('button', { name: 'Proceed to checkout' });
    await checkout.scrollIntoViewIfNeeded();
    await expect(checkout).toBeInViewport();
    const canon = page.getByTestId('cart-line').filter({ hasText: 'Canon EOS R5' });
    await canon.getByRole('button', { name: 'Increase quantity' }).tap();
    const refused = page.getByRole('alert').filter({ hasText: 'Canon EOS R5: Not enough stock!' });
    await expect(refused).toBeVisible();
    await checkout.scrollIntoViewIfNeeded();
    const toastBox = await box(refused);
    expect(toastBox.y, 'at the top of the screen').toBeLessThan(120);
    expect(overlap(toastBox, await box(checkout)), 'the toast covers Proceed to checkout').toBe(false);
    await expectAccessible(page, 'cart, phone (toast)');

    // Logged out, checkout says why and goes to the log-in; that toast leaves the log-in button free.
    await checkout.tap();
    await expect(page).toHaveURL(/\/login$/);
    // It waits for the refusal to leave: one toast at a time on a phone.
    const loginFirst = page.getByRole('alert').filter({ hasText: 'Please log in to send your rental requests.' });
    await expect(loginFirst).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(1);
    const submit = page.getByRole('button', { name: 'Log in' });
    await submit.scrollIntoViewIfNeeded();
    expect(overlap(await box(loginFirst), await box(submit)), 'the toast covers Log in').toBe(false);
    await expectAccessible(page, 'login, phone (toast)');
  });
});
