import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const resetUrl = 'https://shop.example/reset-password?token=AbC123&x=1';

describe('passwordResetMail', () => {
  it.each([
    [
      'en',
      'forgot',
      'Reset your password',
      'We received a request to reset your Framehire password.',
      'Choose a new password',
    ],
    [
      'en',
      'change',
      'Change your password',
      'You asked to change your Framehire password from your profile.',
      'Choose a new password',
    ],
    [
      'es',
      'forgot',
      'Restablece tu contraseña',
      'Hemos recibido una solicitud para restablecer',
      'Elegir una contraseña nueva',
    ],
    [
      'es',
      'change',
      'Cambia tu contraseña',
      'Has pedido cambiar tu contraseña de Framehire desde tu perfil.',
      'Elegir una contraseña nueva',
    ],
    ['de', 'forgot', 'Setze dein Passwort zurück', 'dein Framehire-Passwort zurückzusetzen.', 'Neues Passwort wählen'],
    [
      'de',
      'change',
      'Ändere dein Passwort',
      'Du hast in deinem Profil angefordert, dein Framehire-Passwort zu ändern.',
      'Neues Passwort wählen',
    ],
  ] as const)('in %s, %s: subject, intro and the reset button', async (language, reason, subject, intro, action) => {
    const mail = await passwordResetMail(language, { to: recipient, reason, resetUrl });
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(intro);
    expectLanguage(mail, language);
    expectButton(mail, resetUrl, action);
  });

  it('says the link lasts one hour, in each language', async () => {
    const texts = await Promise.all(
      (['en', 'es', 'de'] as const).map((language) =>
        passwordResetMail(language, { to: recipient, reason: 'forgot', resetUrl }),
      ),
    );
    expect(texts.map((mail) => mail.text)).toEqual([
      expect.stringContaining('valid for one hour'),
      expect.stringContaining('válido durante una hora'),
      expect.stringContaining('eine Stunde lang gültig'),
    ]);
  });

  it('writes a hostile name as text', async () => {
    expectEscaped(
      await passwordResetMail('de', { to: { ...recipient, name: hostileName }, reason: 'change', resetUrl }),
    );
  });
});
