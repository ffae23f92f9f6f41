import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { formatDateRange, type IsoDate } from '../src/shared/calendar-date';
import { MAX_AVATAR_BYTES } from '../src/shared/limits';
import { expectAccessible } from './support/accessibility';
import { giveRental, productId } from './support/demo-data';
import { createVerifiedUser, expect, linkIn, sql, test, waitForMail } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { logIn } from './support/login';

const NEXT = 'Sony Alpha 7 IV';
const PAST = 'Sigma 35mm F1.4 DG DN Art';

/** The picture on the profile page: the image inside the button that changes it. */
const avatarImage = (page: Page) => page.getByRole('button', { name: 'Change your profile picture' }).locator('img');

/** A rental's dates as the database keeps them. */
async function rentalOf(email: string, product: string) {
  const result = await sql(
    `SELECT r.id, r.date_from::text AS "dateFrom", r.date_to::text AS "dateTo"
     FROM rentals r JOIN "user" u ON u.id = r.user_id JOIN products p ON p.id = r.product_id
     WHERE u.email = $1 AND p.name = $2`,
    [email, product],
  );
  return result.rows[0] as { id: number; dateFrom: IsoDate; dateTo: IsoDate };
}

async function savedUser(email: string) {
  const result = await sql('SELECT name, phone_number AS "phoneNumber", language FROM "user" WHERE email = $1', [
    email,
  ]);
  return result.rows[0] as { name: string; phoneNumber: string | null; language: string };
}

test.describe('the account', () => {
  test('the overview greets by name, counts every section with open incidents called out, and shows the next rental', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { fullName: 'Olivia Overview' });
    await giveRental(user.email, NEXT, 3, 5);
    await giveRental(user.email, PAST, -10, -8);
    const next = await rentalOf(user.email, NEXT);
    const past = await rentalOf(user.email, PAST);
    await sql(
      `INSERT INTO incidents (user_id, rental_id, type, description, status)
       SELECT u.id, r.id, 'ProductDamaged', 'A scratch on the front element', s.status::incident_status
       FROM "user" u, rentals r, (VALUES ($2::int, 'Open'), ($3::int, 'Closed')) AS s(rental_id, status)
       WHERE u.email = $1 AND r.id = s.rental_id`,
      [user.email, next.id, past.id],
    );
    await sql(
      `INSERT INTO reviews (user_id, product_id, rating, comments) SELECT id, $2, 5, 'Sharp!' FROM "user" WHERE email = $1`,
      [user.email, await productId(PAST)],
    );

    await logIn(page, user);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My account' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: 'Welcome, Olivia Overview!', level: 1 })).toBeVisible();

    const sections = page.getByRole('navigation', { name: 'Sections of your account' });
    await expect(sections.getByRole('link', { name: /^Profile/ })).toHaveAttribute('href', '/account/profile');
    await expect(sections.getByRole('link', { name: /^Rental requests/ })).toContainText('2 rental requests');
    const incidents = sections.getByRole('link', { name: /^Incidents/ });
    await expect(incidents).toContainText('2 incidents');
    await expect(incidents).toContainText('1 open');
    await expect(incidents).toHaveAttribute('href', '/account/incidents');
    await expect(sections.getByRole('link', { name: /^Reviews/ })).toContainText('1 review');

    // The overview's menu entry is current here, and only here.
    const menu = page.getByRole('navigation', { name: 'My account' }).filter({ visible: true });
    await expect(menu.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
    await expect(menu.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current', 'page');

    const nextRental = page.getByRole('region', { name: 'Your next rental' });
    await expect(nextRental).toContainText(NEXT);
    await expect(nextRental).toContainText(formatDateRange(next, 'en'));
    await expect(nextRental).toContainText(/Starts (today|tomorrow|in \d+ days?)/);
    await expectAccessible(page, 'account overview');

    // Choosing German shows the dates in German and keeps the choice on the profile, for the e-mails.
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { name: 'Willkommen, Olivia Overview!' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Deine nächste Miete' })).toContainText(formatDateRange(next, 'de'));
    await expect.poll(async () => (await savedUser(user.email)).language).toBe('de');
    await page.getByRole('button', { name: 'Sprache ändern' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(async () => (await savedUser(user.email)).language).toBe('en');

    await nextRental.getByRole('link', { name: 'View rental request' }).click();
    await expect(page).toHaveURL(new RegExp(`/account/rental-requests/${next.id}$`));
    await expect(menu.getByRole('link', { name: 'Overview' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('with nothing booked the overview says so and points to the catalogue', async ({ page, request }) => {
    const user = await createVerifiedUser(request, { fullName: 'Nina Newbie' });
    await logIn(page, user, { at: '/account' });
    const sections = page.getByRole('navigation', { name: 'Sections of your account' });
    await expect(sections.getByRole('link', { name: /^Rental requests/ })).toContainText('No rental requests yet');
    await expect(sections.getByRole('link', { name: /^Incidents/ })).toContainText('No incidents reported');
    await expect(sections.getByRole('link', { name: /^Incidents/ })).not.toContainText('open');
    await expect(page.getByText(/No rentals coming up/)).toBeVisible();
    await expectAccessible(page, 'account overview (empty)');
    await page.getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL(/\/all-products$/);
  });

  test('a new picture from the keyboard replaces the default one and stays after a reload; a file that is not a picture is refused', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 415 \(Unsupported Media Type\) .*\/api\/me\/avatar/);
    const user = await createVerifiedUser(request, { fullName: 'Pia Picture' });
    await logIn(page, user, { at: '/account/profile' });
    await expect(avatarImage(page)).toHaveAttribute('src', '/default-avatar.svg');
    await expectAccessible(page, 'profile');

    const png = test.info().outputPath('portrait.png');
    await sharp({ create: { width: 160, height: 160, channels: 3, background: '#2549c6' } })
      .png()
      .toFile(png);
    const button = page.getByRole('button', { name: 'Change your profile picture' });
    // Waited for before the keys (see desk.spec.ts): the chooser is caught only once Playwright has turned that on.
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    await (await chooser).setFiles(png);
    await expect(page.getByText('Your new profile picture is saved.')).toBeVisible();
    await expect(avatarImage(page)).not.toHaveAttribute('src', '/default-avatar.svg');
    const uploaded = await avatarImage(page).getAttribute('src');
    await expect
      .poll(() => avatarImage(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    // The header's account button shows it too.
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toHaveAttribute('src', uploaded!);

    await page.reload();
    await expect(avatarImage(page)).toHaveAttribute('src', uploaded!);

    // A file over the limit is refused before it is sent.
    let uploads = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && sent.url().endsWith('/api/me/avatar')) uploads += 1;
    });
    const huge = test.info().outputPath('huge.png');
    await writeFile(huge, Buffer.alloc(MAX_AVATAR_BYTES + 1));
    const hugeChooser = page.waitForEvent('filechooser');
    await button.click();
    await (await hugeChooser).setFiles(huge);
    await expect(page.getByText('Error changing your profile picture: The picture is larger than 5 MB.')).toBeVisible();
    expect(uploads).toBe(0);

    const notAPicture = test.info().outputPath('notes.png');
    await writeFile(notAPicture, 'These are my notes, not a picture.\n');
    const secondChooser = page.waitForEvent('filechooser');
    await button.click();
    await (await secondChooser).setFiles(notAPicture);
    await expect(
      page.getByText('Error changing your profile picture: This file is not an image we can read.'),
    ).toBeVisible();
    expect(uploads).toBe(1);
    await expect(avatarImage(page)).toHaveAttribute('src', uploaded!);
    await page.reload();
    await expect(avatarImage(page)).toHaveAttribute('src', uploaded!);
  });

  test('name and phone: changed fields are marked, a bad phone is refused, and a phone saved at sign-up never blocks a new name', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { fullName: 'Pablo Phone' });
    // Saved under the sign-up rule, which the profile's stricter rule would refuse.
    await sql('UPDATE "user" SET phone_number = $2 WHERE email = $1', [user.email, '+34 600 123 456']);
    await logIn(page, user, { at: '/account/profile' });
    await expect(page.getByRole('heading', { name: 'Hello, Pablo Phone!' })).toBeVisible();
    await expect(page.getByLabel('E-mail')).toBeDisabled();
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
    await expect(page.getByLabel('Phone number')).toHaveValue('+34 600 123 456');
    const save = page.getByRole('button', { name: 'Save changes' });
    await expect(save).toHaveCount(0);

    // Cancel puts the saved values back.
    const name = page.getByLabel('Full name');
    await name.fill('Somebody Else');
    await expect(name).toHaveAccessibleDescription('Changed');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(name).toHaveValue('Pablo Phone');
    await expect(save).toHaveCount(0);

    await name.fill('Pablo Páramo');
    await expect(name).toHaveAccessibleDescription('Changed');
    await expect(name).toHaveAttribute('data-success', 'true');
    await expect(page.getByLabel('Phone number')).not.toHaveAttribute('data-success');
    await expectAccessible(page, 'profile (a changed field)');
    await save.click();
    await expect(page.getByText('Profile was edited successfully!')).toBeVisible();
    await expect(save).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Hello, Pablo Páramo!' })).toBeVisible();
    expect(await savedUser(user.email)).toMatchObject({ name: 'Pablo Páramo', phoneNumber: '+34 600 123 456' });

    // A new phone must follow the profile rule; the form refuses it without asking the server.
    let patches = 0;
    page.on('request', (sent) => {
      if (sent.method() === 'PATCH' && sent.url().endsWith('/api/me')) patches += 1;
    });
    const phone = page.getByLabel('Phone number');
    await phone.fill('600 12');
    await save.click();
    await expect(phone).toHaveAccessibleDescription(
      'Enter the phone number with an optional country code, a three-digit area code and seven digits (e.g. +34 600-123-4567).',
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expectAccessible(page, 'profile (a refused phone)');
    expect(patches).toBe(0);

    await phone.fill('+34 600-123-4567');
    // The first save's toast may still be up: the page is reloaded once this save has answered.
    const saved = page.waitForResponse(
      (answer) => answer.request().method() === 'PATCH' && answer.url().endsWith('/api/me'),
    );
    await save.click();
    await saved;
    await expect(page.getByText('Profile was edited successfully!').first()).toBeVisible();
    expect(patches).toBe(1);

    await page.reload();
    await expect(page.getByLabel('Full name')).toHaveValue('Pablo Páramo');
    await expect(page.getByLabel('Phone number')).toHaveValue('+34 600-123-4567');
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a password change mails a reset link; following it sets the new password', async ({ page, request }) => {
    const user = await createVerifiedUser(request, { fullName: 'Marta Mailbox' });
    await logIn(page, user, { at: '/account/profile' });
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('We sent you an e-mail with a link to change your password.')).toBeVisible();

    // Asked for from the profile, the mail speaks of a change, not of a forgotten password.
    const mail = await waitForMail(user.email, (m) => m.subject === 'Change your password');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password').fill('Brand!New8');
    await page.getByLabel('Confirm password').fill('Brand!New8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password was reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await logIn(page, { ...user, password: 'Brand!New8' }, { at: '/account/profile' });
    await expect(page.getByRole('heading', { name: 'Hello, Marta Mailbox!' })).toBeVisible();
  });
});
