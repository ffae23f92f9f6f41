import type { Page } from '@playwright/test';
import { addDays, formatCalendarDate, isoDate, type IsoDate } from '../src/shared/calendar-date';
import { dailyPriceFor, rangeDailyCents, type DurationPrice } from '../src/shared/duration-prices';
import { formatEuros, toCents } from '../src/shared/money';
import { DEFAULT_OPENING_RULES, isoWeekday } from '../src/shared/opening-days';
import { seasonalCents } from '../src/shared/seasons';
import type { Order } from '../src/shared/schemas/order';
import { expectAccessible } from './support/accessibility';
import { chooseRentalDates, dayName, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * The shop's opening days (issue 31): the administrator closes Sundays and one date, the
 * visitor's picker greys those days and says why on focus, and a range cannot run over a
 * booked-out day. Beside them in the settings, the damage waiver: offered, then seen on an order
 * with a coupon, its rental's incident, and turned off again; and a season of higher prices, seen
 * on a product page, then removed. Shop-wide settings: these journeys run in the "shop settings"
 * project, one at a time, and put the defaults back whatever happens.
 */

const SETTINGS = '/administrator-dashboard/settings';

/** A Monday at least two weeks ahead, and the days of its week the journey uses. */
function week() {
  let monday = isoDaysFromToday(14);
  while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
  return {
    monday,
    /** The shop's closed date: Tuesday. */
    closed: addDays(monday, 1),
    wednesday: addDays(monday, 2),
    /** The product's one unit is rented that day: Thursday. */
    bookedOut: addDays(monday, 3),
    friday: addDays(monday, 4),
    saturday: addDays(monday, 5),
    sunday: addDays(monday, 6),
  };
}

/** A product of its own with one unit, rented by `email` on `day` only: booked out that day. */
async function productBookedOutOn(email: string, day: IsoDate) {
  const name = `Opening days lens ${Date.now()}`;
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by a journey.', 10, 'Sigma', 'OD1', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name],
  );
  const productId = product.rows[0].id as number;
  const serial = `OD-${Date.now()}`;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [serial, productId]);
  const rental = await sql(
    `INSERT INTO rentals (user_id, product_id, date_from, date_to)
     SELECT id, $2, $3::date, $3::date FROM "user" WHERE email = $1 RETURNING id`,
    [email, productId, day],
  );
  await sql(
    `INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
     SELECT r.id, i.id, r.date_from, r.date_to FROM rentals r, items i WHERE r.id = $1 AND i.serial_number = $2`,
    [rental.rows[0].id, serial],
  );
  return productId;
}

/**
 * A customer's rental of a product of its own from `day` to `lastDay`, booked before the shop
 * closes its first day: its order's reference, and the product's name.
 */
async function rentalPickedUpOn(email: string, day: IsoDate, lastDay: IsoDate) {
  const name = `Closed day camera ${Date.now()}`;
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by a journey.', 10, 'Canon', 'CD1', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name],
  );
  const serial = `CD-${Date.now()}`;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [serial, product.rows[0].id]);
  const rental = await sql(
    `INSERT INTO rentals (user_id, product_id, date_from, date_to)
     SELECT id, $2, $3::date, $4::date FROM "user" WHERE email = $1 RETURNING id, order_id`,
    [email, product.rows[0].id, day, lastDay],
  );
  await sql(
    `INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
     SELECT r.id, i.id, r.date_from, r.date_to FROM rentals r, items i WHERE r.id = $1 AND i.serial_number = $2`,
    [rental.rows[0].id, serial],
  );
  const order = await sql(`SELECT reference FROM orders WHERE id = $1`, [rental.rows[0].order_id]);
  return { reference: order.rows[0].reference as string, productName: name };
}

/** Today's behaviour: open every day, no closed dates, no notice, every day charged. */
async function restoreOpeningDays(page: Page) {
  const restored = await page.request.patch('/api/admin/settings', {
    data: { openingDays: [1, 2, 3, 4, 5, 6, 7], closedDates: [], leadTimeDays: 0, closedDaysFree: false },
  });
  expect(restored.status(), await restored.text()).toBe(200);
}

/** The visible day button of the open calendar for `date`. */
const day = (page: Page, date: string) =>
  page
    .getByRole('button', { name: new RegExp(`^${dayName(date)}`) })
    .filter({ visible: true })
    .first();

async function showMonthOf(page: Page, date: string) {
  const next = page.getByRole('button', { name: 'Next month' }).filter({ visible: true }).first();
  await expect(next).toBeVisible();
  for (let pages = 0; pages < 3 && !(await day(page, date).isVisible()); pages++) await next.click();
  await expect(day(page, date)).toBeVisible();
}

/** What the day's tooltip says: drawn from its reason while it is hovered or has the keyboard's focus. */
const tooltipOf = (page: Page, date: string) =>
  day(page, date).evaluate((element) => getComputedStyle(element, '::after').content);

test.describe('opening days', () => {
  test('an administrator closes Sundays and a date, keeping the pick-up on it; the picker greys them with the reason, and refuses a range over a booked-out day', async ({
    page,
    browser,
    expectConsoleError,
  }) => {
    const { monday, closed, wednesday, bookedOut, friday, saturday, sunday } = week();
    const admin = await createVerifiedUser(page.request, { admin: true });
    const productId = await productBookedOutOn(admin.email, bookedOut);
    // A customer picks up on the Tuesday the shop is about to close.
    const customerContext = await browser.newContext();
    const customer = await createVerifiedUser(customerContext.request, { fullName: 'Clara Closed' });
    await customerContext.close();
    const booked = await rentalPickedUpOn(customer.email, closed, wednesday);
    await logIn(page, admin);
    try {
      // The administrator's side: the opening days' card of the settings.
      await page.goto(SETTINGS);
      const card = page.getByRole('region', { name: 'Opening days' });
      await expect(card).toBeVisible();
      await card.getByRole('checkbox', { name: 'Sunday' }).uncheck();
      await card.getByLabel('Add a closed date').fill(closed);
      await card.getByRole('button', { name: 'Add date' }).click();
      const shownClosed = formatCalendarDate(isoDate(closed), 'en');
      await expect(card.getByRole('listitem')).toHaveText([shownClosed]);
      // The same date twice is refused under the field.
      await card.getByLabel('Add a closed date').fill(closed);
      await card.getByLabel('Add a closed date').press('Enter');
      await expect(card.getByText('This date is already in the list.')).toBeVisible();
      await card.getByRole('switch', { name: 'Closed days inside a rental are free' }).check();
      await screenshots(page, 'opening-days-settings');
      await expectAccessible(page, 'settings: opening days');
      // The save is refused first (409, which the browser logs), with the rentals on those days.
      expectConsoleError(/the server responded with a status of 409/);
      await page.getByRole('button', { name: 'Save settings' }).click();
      // Rentals pick up or return on the days being closed: the shop is asked what happens to them first.
      const dialog = page.getByRole('dialog', { name: 'Rentals on the days you are closing' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('row').filter({ hasText: booked.reference })).toHaveText(
        new RegExp(
          `${formatCalendarDate(isoDate(closed), 'en')}\\s*Pick-up\\s*${booked.reference}\\s*Clara Closed\\s*${booked.productName}`,
        ),
      );
      await screenshots(page, 'opening-days-affected-rentals');
      await expectAccessible(page, 'settings: rentals on the days being closed');
      await dialog.getByRole('button', { name: 'Keep them (the desk expects them)' }).click();
      await expect(
        page.getByText('The settings were saved. The rentals stay as they are, and the desk expects them.'),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
      const saved = await (await page.request.get('/api/shop')).json();
      expect(saved).toMatchObject({ openingDays: [1, 2, 3, 4, 5, 6], closedDates: [closed], closedDaysFree: true });

      // The visitor's side: the product page's picker.
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`/products/${productId}`);
      await expect(visitor.getByText('Shop closed')).toBeVisible();
      await visitor.getByRole('button', { name: 'Rental dates' }).click();
      await showMonthOf(visitor, sunday);
      await expect(day(visitor, sunday)).toHaveAttribute('aria-disabled', 'true');
      await expect(day(visitor, sunday)).toHaveAccessibleName(new RegExp('Closed on Sundays$'));
      await expect(day(visitor, closed)).toHaveAccessibleName(new RegExp('Closed on this day$'));
      await expect(day(visitor, bookedOut)).toHaveAccessibleName(new RegExp('booked out\\. Booked out$'));

      // The reason shows on keyboard focus: from Saturday, the right arrow reaches Sunday (it is not skipped).
      await day(visitor, saturday).focus();
      await visitor.keyboard.press('ArrowRight');
      await expect(day(visitor, sunday)).toBeFocused();
      expect(await tooltipOf(visitor, sunday)).toBe('"Closed on Sundays"');
      // Enter on it picks nothing, and the line under the label says why.
      await visitor.keyboard.press('Enter');
      await expect(visitor.getByTestId('picker-note')).toHaveText('Closed on Sundays');
      await expect(day(visitor, sunday)).not.toHaveAttribute('data-selected');
      await screenshots(visitor, 'opening-days-picker-closed');

      // Monday first: the picker says how far the range may reach, and refuses a last day past Thursday.
      await day(visitor, monday).click();
      const reach = `Booked out on ${formatCalendarDate(isoDate(bookedOut), 'en')}: pick a last day before it`;
      await expect(visitor.getByTestId('picker-note')).toHaveText(reach);
      await expect(day(visitor, friday)).toHaveAttribute('data-blocked', 'beyondShort');
      // Playwright waits for an aria-disabled button to be enabled before it clicks: this press is a person's who does not wait.
      await day(visitor, friday).click({ force: true });
      await expect(day(visitor, friday)).not.toHaveAttribute('data-selected');
      await day(visitor, friday).hover();
      expect(await tooltipOf(visitor, friday)).toBe(`"${reach}"`);
      await visitor.screenshot({ path: test.info().outputPath('opening-days-picker-tooltip.png') });
      await screenshots(visitor, 'opening-days-picker-range');
      await expectAccessible(visitor, 'picker with closed and booked-out days');

      // A range may run over the closed Tuesday; with closed days free, it charges the open ones.
      await day(visitor, wednesday).click();
      await expect(visitor.getByTestId('rental-total')).toHaveText('2 days charged, closed days free · €20.00');
      await visitor.close();
    } finally {
      await restoreOpeningDays(page);
    }
  });
});

/** The damage waiver as the shop starts: off, 10 % and no terms, as the other journeys expect it. */
async function restoreDamageWaiver(page: Page) {
  const restored = await page.request.patch('/api/admin/settings', {
    data: {
      pricing: {
        damageWaiver: { mode: 'off', percent: 10, terms: '', translations: { es: { terms: '' }, de: { terms: '' } } },
      },
    },
  });
  expect(restored.status(), await restored.text()).toBe(200);
}

const WAIVER_TERMS = 'Covers accidental damage, such as a drop or a knock, up to the gear’s value. Not loss or theft.';
const WAIVER_TERMS_ES =
  'Cubre los daños accidentales, como una caída o un golpe, hasta el valor del equipo. No la pérdida ni el robo.';

test.describe('damage waiver', () => {
  test('an administrator offers the damage waiver; an order with a coupon and the waiver shows both, and its incident says so; then it is off again', async ({
    page,
    browser,
  }) => {
    const admin = await createVerifiedUser(page.request, { admin: true });
    await logIn(page, admin);
    try {
      // The settings: off at first, its price and terms greyed out; chosen by keyboard.
      await page.goto(SETTINGS);
      const card = page.getByRole('region', { name: 'Damage waiver' });
      const off = card.getByRole('radio', { name: /^Off/ });
      const optional = card.getByRole('radio', { name: /^Optional/ });
      const percent = card.getByRole('textbox', { name: 'Price, % of the rent' });
      const terms = card.getByRole('textbox', { name: 'What the waiver covers' });
      await expect(off).toBeChecked();
      await expect(percent).toBeDisabled();
      await expect(terms).toBeDisabled();
      await tabTo(page, off);
      await page.keyboard.press('ArrowRight');
      await expect(optional).toBeChecked();
      await expect(percent).toBeEnabled();
      await percent.fill('12');
      await terms.fill(WAIVER_TERMS);
      await expect(card.getByTestId('damage-waiver-example')).toHaveText(
        'On a rental of €100.00, the waiver costs €12.00.',
      );
      // The terms in Spanish: their own tab, reached with the arrow keys.
      await card.getByRole('tab', { name: 'English' }).focus();
      await page.keyboard.press('ArrowRight');
      await expect(card.getByRole('tab', { name: 'Español' })).toHaveAttribute('aria-selected', 'true');
      await card.getByRole('textbox', { name: 'What the waiver covers (Español)' }).fill(WAIVER_TERMS_ES);
      await card.scrollIntoViewIfNeeded();
      await screenshots(page, 'damage-waiver-settings');
      await expectAccessible(page, 'settings: damage waiver');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('The settings were saved.')).toBeVisible();

      // Saved: a fresh page shows it as chosen.
      await page.reload();
      await expect(optional).toBeChecked();
      await expect(percent).toHaveValue('12 %');
      await expect(terms).toHaveValue(WAIVER_TERMS);
      await card.getByRole('tab', { name: 'Español' }).click();
      await expect(card.getByRole('textbox', { name: 'What the waiver covers (Español)' })).toHaveValue(
        WAIVER_TERMS_ES,
      );

      // A coupon (made again by a retry: then it is there already), and a customer's order with both.
      const coupon = await page.request.post('/api/admin/coupons', { data: { code: 'TEST10', percentOff: 10 } });
      expect([201, 409], await coupon.text()).toContain(coupon.status());
      const customerContext = await browser.newContext();
      const customerPage = await customerContext.newPage();
      const customer = await createVerifiedUser(customerPage.request, { fullName: 'Wanda Waiver' });
      await logIn(customerPage, customer);
      const day = isoDaysFromToday(200 + test.info().retry * 10);
      const lines = [];
      for (const [name, quantity] of [
        ['Sony Alpha 7 IV', 2],
        ['Sigma 35mm F1.4 DG DN Art', 1],
      ] as const) {
        const id = await productId(name);
        const product = (await (await customerPage.request.get(`/api/products/${id}`)).json()) as {
          dailyPrice: string;
        };
        lines.push({ productId: id, dateFrom: day, dateTo: day, quantity, dailyPrice: product.dailyPrice });
      }
      const placed = await customerPage.request.post('/api/orders', {
        headers: { 'idempotency-key': `waiver-${test.info().retry}-${Date.now()}` },
        data: { lines, payment: 'at_pickup', couponCode: 'TEST10', damageWaiver: true },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const order = (await placed.json()) as Order;
      expect(toCents(order.discount)).toBeGreaterThan(0);
      expect(toCents(order.damageWaiver)).toBeGreaterThan(0);
      const euros = (amount: string) => formatEuros(toCents(amount), 'en');

      // The customer's order page: the coupon and the waiver between the lines and the total, and under each line.
      await customerPage.goto(`/account/orders/${order.id}`);
      await expect(customerPage.getByTestId('order-total')).toHaveText(euros(order.total));
      await expect(customerPage.getByTestId('order-discount')).toHaveText(`−${euros(order.discount)}`);
      await expect(customerPage.getByText('Coupon TEST10')).toBeVisible();
      await expect(customerPage.getByTestId('order-damage-waiver')).toHaveText(euros(order.damageWaiver));
      const camera = order.rentals.find((line) => line.quantity === 2)!;
      await expect(
        customerPage.getByTestId('order-line').filter({ hasText: 'Sony Alpha 7 IV' }).getByTestId('line-extras'),
      ).toHaveText(`−${euros(camera.discount)} coupon · +${euros(camera.damageWaiver)} waiver`);
      await screenshots(customerPage, 'order-coupon-waiver-customer');
      await expectAccessible(customerPage, 'order with a coupon and the damage waiver (customer)');

      // The customer reports damage on the camera's rental.
      const reported = await customerPage.request.post(`/api/rentals/${camera.id}/incident`, {
        data: { type: 'ProductDamaged', description: 'The lens mount was scratched after a fall.' },
      });
      expect(reported.status(), await reported.text()).toBe(201);
      const incident = (await reported.json()) as { id: number };
      await customerContext.close();

      // Staff's order page reads the same figures.
      await page.goto(`/administrator-dashboard/orders/${order.id}`);
      await expect(page.getByTestId('order-total')).toHaveText(euros(order.total));
      await expect(page.getByTestId('order-discount')).toHaveText(`−${euros(order.discount)}`);
      await expect(page.getByTestId('order-damage-waiver')).toHaveText(euros(order.damageWaiver));
      await expect(page.getByTestId('line-extras')).toHaveCount(2);
      await screenshots(page, 'order-coupon-waiver-staff');
      await expectAccessible(page, 'order with a coupon and the damage waiver (staff)');

      // Staff's incident says the customer took the waiver on that rental, and what it cost.
      await page.goto(`/administrator-dashboard/incidents/${incident.id}`);
      const waiverNote = page.getByTestId('incident-damage-waiver');
      await expect(waiverNote).toContainText('Damage waiver taken');
      await expect(waiverNote).toContainText(
        `The customer took the damage waiver on this rental (${euros(camera.damageWaiver)}).`,
      );
      await screenshots(page, 'incident-damage-waiver');
      await expectAccessible(page, 'incident with the damage waiver');

      // Off again, as the other journeys expect it: saved, and still off on a fresh page.
      await page.goto(SETTINGS);
      await off.click();
      await expect(percent).toBeDisabled();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('The settings were saved.')).toBeVisible();
      await page.reload();
      await expect(off).toBeChecked();
      const settings = (await (await page.request.get('/api/admin/settings')).json()) as {
        pricing: { damageWaiver: { mode: string } };
      };
      expect(settings.pricing.damageWaiver.mode).toBe('off');
    } finally {
      await restoreDamageWaiver(page);
    }
  });
});

/** No seasons, as the shop starts and the other journeys expect it. */
async function restoreSeasons(page: Page) {
  const restored = await page.request.patch('/api/admin/settings', { data: { pricing: { seasons: [] } } });
  expect(restored.status(), await restored.text()).toBe(200);
}

/** Types a date into the focused date field as a person does in the journeys' locale (en-US: month, day, year). */
async function typeDate(page: Page, date: IsoDate) {
  const [year, month, day] = date.split('-');
  await page.keyboard.type(`${month}${day}${year}`);
}

test.describe('seasonal prices', () => {
  test('an administrator adds a season by keyboard; a rental starting in it shows the season and its higher price; then it is removed', async ({
    page,
    browser,
  }) => {
    const admin = await createVerifiedUser(page.request, { admin: true });
    await logIn(page, admin);
    const season = { name: 'Summer test', from: isoDaysFromToday(45), to: isoDaysFromToday(65), percent: 20 };
    try {
      // The settings: the card after the damage waiver's, a season added from the keyboard.
      await page.goto(SETTINGS);
      const card = page.getByRole('region', { name: 'Seasonal prices' });
      await expect(card.getByText('No seasons: every rental is charged its usual prices.')).toBeVisible();
      await tabTo(page, card.getByRole('button', { name: 'Add season' }));
      await page.keyboard.press('Enter');
      const row = card.getByRole('group', { name: 'Season 1' });
      await expect(row.getByRole('textbox', { name: 'Name' })).toBeFocused();
      await page.keyboard.type(season.name);
      await page.keyboard.press('Tab');
      await expect(row.getByLabel('First day')).toBeFocused();
      await typeDate(page, season.from);
      // The date field's own calendar button is a stop of its own: Tab until the last day has the focus.
      await tabTo(page, row.getByLabel('Last day'), { max: 3 });
      await typeDate(page, season.to);
      await tabTo(page, row.getByRole('textbox', { name: 'Price change' }), { max: 3 });
      await page.keyboard.type('20');
      await expect(row.getByLabel('First day')).toHaveValue(season.from);
      await expect(row.getByLabel('Last day')).toHaveValue(season.to);
      await expect(row.getByTestId('season-example')).toHaveText('+20 %: a €100.00 day costs €120.00.');
      await card.scrollIntoViewIfNeeded();
      await screenshots(page, 'seasons-settings');
      await expectAccessible(page, 'settings: seasonal prices');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('The settings were saved.')).toBeVisible();

      // Saved: a fresh page shows it.
      await page.reload();
      await expect(row.getByRole('textbox', { name: 'Name' })).toHaveValue(season.name);
      await expect(row.getByLabel('First day')).toHaveValue(season.from);
      await expect(row.getByLabel('Last day')).toHaveValue(season.to);
      await expect(row.getByRole('textbox', { name: 'Price change' })).toHaveValue('20 %');
      expect((await (await page.request.get('/api/shop')).json()).seasons).toEqual([season]);

      // A customer's product page: a range starting in the season, at its price for every day, says why.
      const visitor = await (await browser.newContext()).newPage();
      const id = await productId('Sigma 35mm F1.4 DG DN Art');
      const product = (await (await visitor.request.get(`/api/products/${id}`)).json()) as {
        dailyPrice: string;
        durationPrices: DurationPrice[];
      };
      const range = { dateFrom: addDays(season.from, 2), dateTo: addDays(season.from, 4) };
      const usual = dailyPriceFor(product, 3);
      const daily = rangeDailyCents(product, range, { ...DEFAULT_OPENING_RULES, seasons: [season] });
      expect(daily).toBe(seasonalCents(usual, season));
      expect(daily).toBeGreaterThan(usual);
      await visitor.goto(`/products/${id}`);
      await chooseRentalDates(visitor, range.dateFrom, range.dateTo);
      await expect(visitor.getByTestId('rental-total')).toHaveText(
        `3 days · ${formatEuros(daily, 'en')}/day · ${formatEuros(daily * 3, 'en')}`,
      );
      await expect(visitor.getByTestId('season-note')).toHaveText(
        `Summer test: prices +20 % for rentals starting between ${formatCalendarDate(season.from, 'en')} and ${formatCalendarDate(season.to, 'en')}.`,
      );
      await screenshots(visitor, 'seasons-product-note');
      await expectAccessible(visitor, 'product page in a season');
      await visitor.close();

      // The administrator removes it, by keyboard: saved, and gone on a fresh page.
      await tabTo(page, card.getByRole('button', { name: `Remove ${season.name}` }));
      await page.keyboard.press('Enter');
      await expect(card.getByText('No seasons: every rental is charged its usual prices.')).toBeVisible();
      await expect(card.getByRole('button', { name: 'Add season' })).toBeFocused();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('The settings were saved.')).toBeVisible();
      await page.reload();
      await expect(card.getByText('No seasons: every rental is charged its usual prices.')).toBeVisible();
      expect((await (await page.request.get('/api/shop')).json()).seasons).toEqual([]);
    } finally {
      await restoreSeasons(page);
    }
  });
});
