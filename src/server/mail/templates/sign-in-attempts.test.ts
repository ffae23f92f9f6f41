import { describe, expect, it } from 'vitest';
import { signInAttemptsMail } from './sign-in-attempts';
import {
  buttonHrefs,
  expectButton,
  expectEscaped,
  expectLanguage,
  hostileName,
  recipient,
} from '../../test/mail-assertions';

const forgotPasswordUrl = 'https://shop.example/forgot-password';

describe('signInAttemptsMail', () => {
  it.each([
    [
      'en',
      'Someone is trying to sign in to your account',
      '20 sign-ins',
      'Your account is not locked',
      'on the computers and phones you have signed in with before, your password works as always',
      'Choose a new password',
    ],
    [
      'es',
      'Alguien intenta entrar en tu cuenta',
      '20 inicios de sesión',
      'Tu cuenta no está bloqueada',
      'con los que ya has iniciado sesión, tu contraseña funciona como siempre',
      'Elegir una contraseña nueva',
    ],
    [
      'de',
      'Jemand versucht, sich bei deinem Konto anzumelden',
      '20 Anmeldungen',
      'Dein Konto ist nicht gesperrt',
      'mit denen du dich schon angemeldet hast, funktioniert dein Passwort wie immer',
      'Neues Passwort wählen',
    ],
  ] as const)(
    'in %s: subject, the count, not locked on known browsers, and a new-password button',
    async (language, subject, count, notLocked, knownBrowsers, action) => {
      const mail = await signInAttemptsMail(language, { to: recipient, failures: 20, forgotPasswordUrl });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(count);
      expect(mail.text).toContain(notLocked);
      expect(mail.text).toContain(knownBrowsers);
      expectLanguage(mail, language);
      expectButton(mail, forgotPasswordUrl, action);
      expect(buttonHrefs(mail.html)).toEqual([forgotPasswordUrl]);
    },
  );

  it('writes a hostile name as text', async () => {
    expectEscaped(
      await signInAttemptsMail('en', { to: { ...recipient, name: hostileName }, failures: 20, forgotPasswordUrl }),
    );
  });
});
