import type { Browser, Page } from '@playwright/test';
import type { StaffRole } from '../../src/shared/staff-roles';
import { expect, linkIn, sql, type TestUser, waitForMail } from './fixtures';

/*
 * The shop's staff in the journeys (issue 47): invitations followed from the mail, roles given
 * by the owner, and the dashboard's menu each role finds.
 */

/** The subject of the mail that invites someone to the staff: waited for here, and only here. */
export const STAFF_INVITATION_SUBJECT = 'Your invitation to the Framehire team';

/** The password the invited set from the invitation's link. */
export const STAFF_PASSWORD = 'Counter!Desk1';

/** The dashboard's side menu (the phone's strip repeats it). */
export const dashboardMenu = (page: Page) => page.getByRole('navigation', { name: 'Administrator dashboard' }).first();

/** Follows the invitation mailed to `email` in a browser of its own and sets `STAFF_PASSWORD`; the person, ready to sign in. */
export async function acceptInvitation(browser: Browser, email: string, fullName: string): Promise<TestUser> {
  const mail = await waitForMail(email, (m) => m.subject === STAFF_INVITATION_SUBJECT);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(linkIn(mail));
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password').fill(STAFF_PASSWORD);
  await page.getByLabel('Confirm password').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password was reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
  await context.close();
  return { email, password: STAFF_PASSWORD, fullName };
}

/** The owner (signed in on `ownerPage`) invites `email` in `role` through the API (`POST /api/admin/staff`). */
export async function inviteStaff(ownerPage: Page, invited: { email: string; fullName: string; role: StaffRole }) {
  const response = await ownerPage.request.post('/api/admin/staff', { data: { ...invited, language: 'en' } });
  expect(response.status(), await response.text()).toBe(201);
  expect(((await response.json()) as { role: string }).role).toBe(invited.role);
}

/** The owner (signed in on `ownerPage`) gives someone already signed up `role` (`PATCH /api/admin/users/{id}`). */
export async function giveRole(ownerPage: Page, user: TestUser, role: StaffRole) {
  const { rows } = await sql('SELECT id FROM "user" WHERE email = $1', [user.email]);
  const response = await ownerPage.request.patch(`/api/admin/users/${rows[0].id as string}`, { data: { role } });
  expect(response.status(), await response.text()).toBe(200);
}
