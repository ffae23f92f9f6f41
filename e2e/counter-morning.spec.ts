import type { Browser, Locator, Page } from '@playwright/test';
import { formatEuros } from '../src/shared/money';
import type { Language } from '../src/shared/languages';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { signedIn } from './support/login';
import { bookedRental, ownProduct } from './support/orders';
import { screenshots } from './support/screenshots';
import { screenTexts } from './support/texts';

/*
 * A counter's morning at the hand-over desk (issue 48), on a phone, from the keyboard, in each
 * language: a kit handed over with its rent and its deposit taken once at the card terminal, a
 * wrong serial refused the moment it is scanned, a late return taken back with its fee reduced
 * for a reason, and tomorrow's pick list printed. Each screen checked with axe and drawn in both
 * themes at the phone's width and a laptop's.
 */

const DESK = '/administrator-dashboard/desk';
const PHONE = { width: 390, height: 844 };

/** The customer's order of one unit from `from` to `to` days ahead, paid at pick-up, placed as them. */
async function orderOf(browser: Browser, customer: TestUser, productId: number, dailyPrice: string, from = 0, to = 1) {
  const page = await signedIn(browser, customer);
  const placed = await page.request.post('/api/orders', {
    headers: { 'idempotency-key': `morning-${productId}-${test.info().retry}` },
    data: {
      lines: [{ productId, dateFrom: isoDaysFromToday(from), dateTo: isoDaysFromToday(to), quantity: 1, dailyPrice }],
      payment: 'at_pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const order = (await placed.json()) as { id: number; reference: string; rentals: { id: number }[] };
  await page.context().close();
  return { orderId: order.id, reference: order.reference, rentalId: order.rentals[0]!.id };
}

/** A kit of two products of one unit each, €60.00 a day with a €500.00 deposit per kit. */
async function keyLightKit(name: string) {
  const light = await ownProduct(`${name} light`, 40);
  const stand = await ownProduct(`${name} stand`, 10);
  const kit = await sql(
    `INSERT INTO products (name, description, daily_price, deposit, brand, model, category_id, is_kit)
     SELECT $1, 'Made by the morning journey.', 60, 500, 'Aputure', 'LS 600d Kit', id, true
     FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name],
  );
  const kitId = kit.rows[0].id as number;
  await sql(`INSERT INTO kit_parts (kit_id, part_id, count) VALUES ($1, $2, 1), ($1, $3, 1)`, [kitId, light, stand]);
  return { kitId, serials: [`${name} light-1`, `${name} stand-1`] };
}

/** Presses Tab until `target` (a radio whose input hides under its label) has the focus. */
async function tabToRadio(page: Page, target: Locator, max = 80) {
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`${max} presses of Tab did not reach ${target}`);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test.describe("a counter's morning", () => {
  // Four screens, each checked with axe and drawn in both themes at two widths, on two shared cores.
  test.describe.configure({ timeout: 180_000 });

  for (const language of ['en', 'es', 'de'] as const satisfies readonly Language[]) {
    test(`in ${language}: a kit's rent and deposit taken, a wrong serial refused as scanned, a late return's fee reduced, tomorrow's pick list printed`, async ({
      browser,
      request,
    }) => {
      const t = screenTexts(language);
      const money = (cents: number) => formatEuros(cents, language);
      const stamp = `${language}-${Date.now()}-${test.info().retry}`;

      // The morning's rentals: a kit to hand over, a camera two days late, and tomorrow's pick-up.
      const kitName = `Morning Key Light Kit ${stamp}`;
      const kit = await keyLightKit(kitName);
      const kitCustomer = await createVerifiedUser(request, { fullName: `Kai Kit ${stamp}` });
      const kitOrder = await orderOf(browser, kitCustomer, kit.kitId, '60.00');

      const lateName = `Morning Late Lens ${stamp}`;
      const lateProduct = await ownProduct(lateName, 25);
      const lateCustomer = await createVerifiedUser(request, { fullName: `Lea Late ${stamp}` });
      const late = await orderOf(browser, lateCustomer, lateProduct, '25.00');

      const tomorrowName = `Morning Tomorrow Camera ${stamp}`;
      const tomorrowProduct = await ownProduct(tomorrowName, 30);
      const tomorrowCustomer = await createVerifiedUser(request, { fullName: `Tom Tomorrow ${stamp}` });
      const tomorrow = await bookedRental(
        browser,
        tomorrowCustomer,
        { productId: tomorrowProduct, dailyPrice: '30.00' },
        { from: 1, to: 2 },
      );

      // The counter, on a phone in their language.
      const counter = await createVerifiedUser(request, { fullName: `Carla Counter ${stamp}` });
      await sql(`UPDATE "user" SET role = 'counter', is_admin = true WHERE email = $1`, [counter.email]);
      const page = await signedIn(browser, counter, { at: DESK, language });
      await page.setViewportSize(PHONE);

      // The late camera went out yesterday's week and is two days overdue.
      const out = await page.request.post(`/api/admin/rentals/${late.rentalId}/check-out`, {
        data: { serials: [`${lateName}-1`], payment: { channel: 'cash' } },
      });
      expect(out.status(), await out.text()).toBe(200);
      await sql(`UPDATE rentals SET date_from = current_date - 5, date_to = current_date - 2 WHERE id = $1`, [
        late.rentalId,
      ]);
      await page.reload();

      // 1. The kit: its rent and its deposit, once per kit, on the card.
      const pickUps = page.getByRole('region', { name: t('desk:lists.pickUps') });
      const kitCard = pickUps.getByTestId('desk-rental').filter({ hasText: kitOrder.reference });
      await expect(kitCard.getByTestId('desk-rental-dues')).toHaveText(
        t('desk:card.dueBoth', { rent: money(12_000), deposit: money(50_000) }),
      );
      await pressEnterOn(
        page,
        kitCard.getByRole('link', {
          name: t('desk:card.handOverNamed', { product: kitName, customer: kitCustomer.fullName }),
        }),
      );
      await expect(page).toHaveURL(`${DESK}/${kitOrder.rentalId}`);
      const checkOut = page.getByRole('region', { name: t('desk:checkOut.title') });
      const serialField = checkOut.getByRole('textbox', { name: t('desk:checkOut.serial') });
      await tabTo(page, serialField);

      // 2. Wrong serials, refused as they are scanned: one the shop does not know, then a unit of
      // another product. Neither joins the list; the field keeps the focus for the next.
      await page.keyboard.type(`NOPE-${stamp}`);
      await page.keyboard.press('Enter');
      await expect(checkOut.getByText(t('desk:refusals.UNKNOWN_SERIAL', { serial: `NOPE-${stamp}` }))).toBeVisible();
      await expect(serialField).toBeFocused();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(tomorrow.serial);
      await page.keyboard.press('Enter');
      await expect(checkOut.getByText(t('desk:refusals.OTHER_PRODUCT', { serial: tomorrow.serial }))).toBeVisible();
      await expect(checkOut.getByTestId('scanned-serial')).toHaveCount(0);
      await screenshots(page, `morning-serial-refused-${language}`);
      await expectAccessible(page, `a wrong serial refused as it is scanned (${language})`);

      await page.keyboard.press('ControlOrMeta+a');
      for (const serial of kit.serials) {
        await page.keyboard.type(serial);
        await page.keyboard.press('Enter');
        await expect(checkOut.getByTestId('scanned-serial').filter({ hasText: serial })).toHaveCount(1);
      }
      await expect(
        checkOut.getByRole('radiogroup', {
          name: t('desk:checkOut.depositKit', { amount: money(50_000), total: money(50_000) }),
        }),
      ).toBeVisible();
      const rentChoice = checkOut.getByRole('radiogroup', {
        name: t('desk:checkOut.rentDue', { amount: money(12_000) }),
      });
      await tabToRadio(page, rentChoice.getByRole('radio', { name: t('desk:channel.cash') }));
      await page.keyboard.press('ArrowRight');
      await expect(rentChoice.getByRole('radio', { name: t('desk:channel.terminal') })).toBeChecked();
      const take = checkOut.getByRole('button', {
        name: t('desk:checkOut.submitAndTake', { count: 2, amount: money(62_000) }),
      });
      await expect(take).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshots(page, `morning-kit-${language}`);
      await expectAccessible(page, `a kit handed over with its rent and deposit (${language})`);
      await pressEnterOn(page, take);
      await expect(page.getByTestId('check-out-result')).toContainText(t('desk:checkOut.done', { count: 2 }));
      const kitMoney = await sql(`SELECT kind, amount_cents, channel FROM payments WHERE order_id = $1 ORDER BY id`, [
        kitOrder.orderId,
      ]);
      expect(kitMoney.rows).toEqual([
        { kind: 'deposit_taken', amount_cents: 50_000, channel: 'terminal' },
        { kind: 'charge', amount_cents: 12_000, channel: 'terminal' },
      ]);

      // 3. The late camera: the fee so far on its card, reduced at the counter for a reason.
      await page.goto(DESK);
      const overdue = page.getByRole('region', { name: t('desk:lists.overdue') });
      const lateCard = overdue.getByTestId('desk-rental').filter({ hasText: lateCustomer.fullName });
      await expect(lateCard.getByTestId('overdue-badge')).toHaveText(t('desk:overdue', { count: 2 }));
      // The fee so far on the card, as the customer's rental says it: 2 x €25.00.
      await expect(lateCard.getByTestId('desk-late-fee')).toHaveText(
        t('rentals:handOver.lateFeeSoFar', { amount: money(5_000) }),
      );
      await pressEnterOn(
        page,
        lateCard.getByRole('link', {
          name: t('desk:card.takeBackNamed', { product: lateName, customer: lateCustomer.fullName }),
        }),
      );
      await expect(page).toHaveURL(`${DESK}/${late.rentalId}`);
      const checkIn = page.getByRole('region', { name: t('desk:checkIn.title') });
      const fee = checkIn.getByTestId('late-fee');
      await expect(fee).toContainText(t('desk:checkIn.lateFee', { count: 1, amount: money(5_000) }));
      await tabTo(page, fee.getByRole('switch', { name: t('desk:checkIn.reduce') }));
      await page.keyboard.press('Space');
      await tabTo(page, fee.getByRole('textbox', { name: new RegExp(escapeRegExp(t('desk:checkIn.reducedAmount'))) }));
      await page.keyboard.type('20');
      await tabTo(page, fee.getByRole('textbox', { name: new RegExp(escapeRegExp(t('desk:checkIn.reducedReason'))) }));
      await page.keyboard.type('Rang on the first day');
      const feeChoice = fee.getByRole('radiogroup', { name: t('desk:checkIn.feeChannel') });
      await tabToRadio(page, feeChoice.getByRole('radio', { name: t('desk:channel.cash') }));
      await page.keyboard.press('ArrowRight');
      const reduced = checkIn.getByRole('button', {
        name: t('desk:checkIn.submitWithFee', { count: 1, amount: money(2_000) }),
      });
      await expect(reduced).toBeVisible();
      await expectNoSidewaysScroll(page);
      await screenshots(page, `morning-late-${language}`);
      await expectAccessible(page, `a late return with its fee reduced (${language})`);
      await pressEnterOn(page, reduced);
      await expect(page.getByTestId('check-in-result')).toContainText(t('desk:checkIn.done', { count: 1 }));
      const charged = await sql(
        `SELECT amount_cents, channel FROM payments WHERE order_id = $1 AND kind = 'late_fee'`,
        [late.orderId],
      );
      expect(charged.rows).toEqual([{ amount_cents: 2_000, channel: 'terminal' }]);

      // 4. Tomorrow's pick list, from the desk, printed: the sheet alone.
      await page.goto(DESK);
      await pressEnterOn(page, page.getByRole('link', { name: t('desk:pickList.link') }));
      await expect(page).toHaveURL(/\/administrator-dashboard\/desk\/pick-list$/);
      await expect(page.getByRole('heading', { level: 1, name: t('desk:pickList.title') })).toBeVisible();
      const row = page.getByTestId('pick-list-unit').filter({ hasText: tomorrow.serial });
      await expect(row).toContainText(tomorrowName);
      await expect(row).toContainText(tomorrowCustomer.fullName);
      await expect(row).toContainText(tomorrow.reference);
      await screenshots(page, `morning-pick-list-${language}`);
      await expectAccessible(page, `tomorrow's pick list (${language})`);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByTestId('pick-list')).toBeVisible();
      await expect(page.getByRole('button', { name: t('desk:pickList.print') })).toBeHidden();
      await expect(page.getByRole('navigation', { name: t('dashboard:menu.title') }).first()).toBeHidden();
      // The sheet takes the paper's whole width: the shop's header and the dashboard's menu are left out.
      const sheet = await page.getByTestId('pick-list').boundingBox();
      expect(sheet!.width).toBeGreaterThan(page.viewportSize()!.width * 0.9);
      await page.emulateMedia({ media: 'screen' });
      await page.context().close();
    });
  }
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
