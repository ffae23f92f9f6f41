import { describe, expect, it } from 'vitest';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';
import { verificationMail } from './verification';

const confirmUrl = 'https://shop.example/api/auth/verify-email?token=eyJhbGciOi.J9&callbackURL=%2Flogin';

describe('verificationMail', () => {
  it.each([
    ['en', 'Confirm your email address', 'Hello Ann,', 'Confirm my email'],
    ['es', 'Confirma tu dirección de correo electrónico', 'Hola Ann:', 'Confirmar mi correo'],
    ['de', 'Bestätige deine E-Mail-Adresse', 'Hallo Ann,', 'E-Mail-Adresse bestätigen'],
  ] as const)('in %s: subject, greeting and the confirm button', async (language, subject, greeting, action) => {
    const mail = await verificationMail(language, { to: recipient, confirmUrl });
    expect(mail.to).toBe('ann@example.com');
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(greeting);
    expectLanguage(mail, language);
    expectButton(mail, confirmUrl, action);
  });

  it('writes a hostile name as text', async () => {
    const mail = await verificationMail('en', { to: { ...recipient, name: hostileName }, confirmUrl });
    expectEscaped(mail);
    expect(mail.text).toContain(`Hello ${hostileName},`);
  });

  it('refuses a link that is not an absolute http(s) address', async () => {
    expect(() => verificationMail('en', { to: recipient, confirmUrl: '/api/auth/verify-email' })).toThrow(/absolute/);
    expect(() => verificationMail('en', { to: recipient, confirmUrl: 'javascript:alert(1)' })).toThrow(/absolute/);
  });
});
