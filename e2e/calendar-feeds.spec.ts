import { expectAccessible } from './support/accessibility';
import { giveRental } from './support/demo-data';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/* Issue 32's calendar feeds: the customer's own feed from the account (copied, read, renewed) and the shop's on the Integrations page. */

const FEED_URL = /^http:\/\/localhost:\d+\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/;

test.describe('calendar feeds', () => {
  test("a customer copies their feed's address, a calendar app reads their rental there, and renewing revokes the old address", async ({
    page,
    context,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Felix Feed' });
    await giveRental(customer.email, 'Sony Alpha 7 IV', 20, 22);
    await logIn(page, customer, { at: '/account' });
    const card = page.getByRole('region', { name: 'Calendar feed' });
    await expect(card).toBeVisible();
    const field = card.getByRole('textbox', { name: 'Feed address' });
    await expect(field).toHaveValue(FEED_URL);
    const url = await field.inputValue();
    await expect(card.getByText(/^Subscribe in your calendar app/)).toBeVisible();
    await expectAccessible(page, 'account with the calendar feed');
    await screenshots(page, 'calendar-feed-account');

    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await pressEnterOn(page, card.getByRole('button', { name: 'Copy the feed address' }));
    await expect(card.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // A calendar app sends no cookie: Playwright's own request context has none of the page's.
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).toContain('SUMMARY:Rental: 1 × Sony Alpha 7 IV');
    expect(text).toMatch(/DTSTART;VALUE=DATE:\d{8}/);

    await card.getByRole('button', { name: 'Renew address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Renew the feed address?' });
    await expect(dialog.getByText(/stops working straight away/)).toBeVisible();
    await expectAccessible(page, 'renew the feed address');
    await screenshots(page, 'calendar-feed-renew');
    await dialog.getByRole('button', { name: 'Renew address' }).click();
    await expect(page.getByText('New address ready. Subscribe again with it.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(field).not.toHaveValue(url);
    await expect(field).toHaveValue(FEED_URL);
    const renewed = await field.inputValue();

    expect((await request.get(url)).status()).toBe(404);
    const again = await request.get(renewed);
    expect(again.status()).toBe(200);
    expect(await again.text()).toContain('SUMMARY:Rental: 1 × Sony Alpha 7 IV');
  });

  test("an administrator finds the shop's feed of pick-ups and returns on the Integrations page", async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Petra Pickup' });
    await giveRental(customer.email, 'Canon EOS R5', 30, 31);
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, admin, { at: '/administrator-dashboard/integrations' });
    const section = page.getByRole('region', { name: 'Team calendar' });
    await expect(section).toBeVisible();
    const field = section.getByRole('textbox', { name: 'Feed address' });
    await expect(field).toHaveValue(FEED_URL);
    await expectAccessible(page, 'integrations with the team calendar');
    await screenshots(page, 'calendar-feed-shop');

    const feed = await request.get(await field.inputValue());
    expect(feed.status()).toBe(200);
    // Long lines are folded (RFC 5545): unfolded, as a calendar app reads them.
    const text = (await feed.text()).replace(/\r\n[ \t]/g, '');
    expect(text).toMatch(/X-WR-CALNAME:.+: pick-ups and returns/);
    expect(text).toMatch(/SUMMARY:Pick-up: 1 × Canon EOS R5\\, Petra Pickup\\, FH-\d{4}-\d+/);
    expect(text).toMatch(/SUMMARY:Return: 1 × Canon EOS R5\\, Petra Pickup\\, FH-\d{4}-\d+/);
  });
});
