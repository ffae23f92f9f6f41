// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render-screen';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';
import SignupPage from './signup-page';

describe('the auth pages', () => {
  it('sign up: the e-mail, a new password checked as it is typed, its confirmation, and the way to log in', async () => {
    const user = userEvent.setup();
    renderScreen(<SignupPage />, { user: null });
    expect(screen.getByRole('textbox', { name: /E-mail/ }).getAttribute('type')).toBe('email');
    const password = screen.getByLabelText(/^Password/);
    const confirmation = screen.getByLabelText(/^Confirm password/);
    expect(password.getAttribute('autocomplete')).toBe('new-password');
    await user.type(password, 'Secret!Pass1');
    expect(await screen.findByText('Valid password')).toBeTruthy();
    await user.type(confirmation, 'Secret!Pass2');
    expect(await screen.findByText("Passwords don't match!")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign up' }).getAttribute('type')).toBe('submit');
  });

  it('reset password: a link without its token says so and offers a new one, and the way back', () => {
    renderScreen(<ResetPasswordPage />, { user: null });
    expect(screen.getByRole('alert').textContent).toContain('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');
  });

  it('reset password: with a token, the new password and its confirmation', () => {
    renderScreen(<ResetPasswordPage />, { user: null, route: '/reset-password', path: '/reset-password?token=abc' });
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm password/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset password' })).toBeTruthy();
  });

  it('forgotten password: the e-mail and the way back', () => {
    renderScreen(<ForgotPasswordPage />, { user: null });
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Back to log in/ })).toBeTruthy();
  });
});
