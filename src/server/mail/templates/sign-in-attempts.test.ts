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
      'Choose a new password',
    ],
    [
      'es',
      'Alguien intenta entrar en tu cuenta',
      '20 inicios de sesión',
      'Tu cuenta no está bloqueada',
      'Elegir una contraseña nueva',
    ],
    [
      'de',
      'Jemand versucht, sich bei deinem Konto anzumelden',
      '20 Anmeldungen',
      'Dein Konto ist nicht gesperrt',
      'Neues Passwort wählen',
    ],
  ] as const)(
    'in %s: subject, the count, not locked, and a new-password button',
    async (language, subject, count, notLocked, action) => {
      const mail = await signInAttemptsMail(language, { to: recipient, failures: 20, forgotPasswordUrl });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(count);
      expect(mail.text).toContain(notLocked);
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
