import { describe, expect, it } from 'vitest';
import { signupAttemptMail } from './signup-attempt';
import {
  buttonHrefs,
  expectButton,
  expectEscaped,
  expectLanguage,
  hostileName,
  recipient,
} from '../../test/mail-assertions';

const urls = { loginUrl: 'https://shop.example/login', forgotPasswordUrl: 'https://shop.example/forgot-password' };

describe('signupAttemptMail', () => {
  it.each([
    [
      'en',
      'Someone tried to sign up with your email address',
      'Log in',
      'Choose a new password',
      'your account is safe',
    ],
    [
      'es',
      'Alguien ha intentado registrarse con tu correo electrónico',
      'Iniciar sesión',
      'Elegir una contraseña nueva',
      'tu cuenta está segura',
    ],
    [
      'de',
      'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
      'Anmelden',
      'Neues Passwort wählen',
      'Dein Konto ist sicher',
    ],
  ] as const)(
    'in %s: subject, log-in button, forgot-password link and reassurance',
    async (language, subject, login, forgot, safe) => {
      const mail = await signupAttemptMail(language, { to: recipient, ...urls });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(safe);
      expectLanguage(mail, language);
      expectButton(mail, urls.loginUrl, login);
      expectButton(mail, urls.forgotPasswordUrl, forgot);
      expect(buttonHrefs(mail.html)).toEqual([urls.loginUrl, urls.forgotPasswordUrl]);
    },
  );

  it('writes a hostile name as text', async () => {
    expectEscaped(await signupAttemptMail('en', { to: { ...recipient, name: hostileName }, ...urls }));
  });
});
