import { expect, type Browser, type Page } from '@playwright/test';
import type { Language } from '../../src/shared/languages';
import type { TestUser } from './fixtures';

/** The browser's locale a journey reads the shop in, per language. */
export const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE' };

/**
 * Signs `user` in and opens the home page (or `at`) signed in. Through the sign-in API, in the
 * page's own context, whose cookie jar keeps the session: the login screen is what
 * e2e/auth.spec.ts drives, and going through it in every journey cost each one a page load and
 * a client navigation more (issue 42).
 */
export async function logIn(page: Page, user: TestUser, { at = '/' }: { at?: string } = {}) {
  // The shop's origin, as a browser sends it: the sign-in refuses a request from anywhere else.
  // Read from an answer, since a journey may drive another shop than its project's (test.use).
  const origin = new URL((await page.request.get('/api/health')).url()).origin;
  const signIn = await page.request.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin },
  });
  expect(signIn.status(), `signing ${user.email} in`).toBe(200);
  const me = await page.request.get('/api/me');
  expect(((await me.json()) as { email?: string }).email).toBe(user.email);
  await page.goto(at);
}

/**
 * A browser of `user`'s own (a new context, in `language`'s locale), signed in and on `at`: for a
 * journey in which several people act, each in a window of their own.
 */
export async function signedIn(browser: Browser, user: TestUser, { at = '/', language = 'en' as Language } = {}) {
  const context = await browser.newContext({ locale: LOCALES[language] });
  const page = await context.newPage();
  await logIn(page, user, { at });
  return page;
}
