import { describe, expect, it } from 'vitest';
import { accountInvitationMail } from './account-invitation';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const setPasswordUrl = 'https://shop.example/api/auth/reset-password/AbC123?callbackURL=%2Freset-password';

describe('accountInvitationMail', () => {
  it.each([
    ['en', 'Framehire has opened an account for you', 'valid for 7 days', 'Set your password'],
    ['es', 'Framehire te ha abierto una cuenta', 'válido durante 7 días', 'Elegir tu contraseña'],
    ['de', 'Framehire hat ein Konto für dich eröffnet', '7 Tage lang gültig', 'Passwort festlegen'],
  ] as const)('in %s: subject, validity and the set-password button', async (language, subject, validity, action) => {
    const mail = await accountInvitationMail(language, { to: recipient, setPasswordUrl, days: 7 });
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(validity);
    expectLanguage(mail, language);
    expectButton(mail, setPasswordUrl, action);
  });

  it('writes a hostile name as text', async () => {
    expectEscaped(
      await accountInvitationMail('es', { to: { ...recipient, name: hostileName }, setPasswordUrl, days: 7 }),
    );
  });
});
