import { expect, type Page } from '@playwright/test';
import type { TestUser } from './fixtures';

/** Logs in through the login screen, as a person would, and waits for the greeting. */
export async function logIn(page: Page, user: TestUser) {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`Welcome back, ${user.fullName}!`)).toBeVisible();
}
