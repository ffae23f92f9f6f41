import { describe, expect, it } from 'vitest';
import { staffInvitationMail } from './staff-invitation';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const setPasswordUrl = 'https://shop.example/api/auth/reset-password/AbC123?callbackURL=%2Freset-password';
const invitation = { to: recipient, invitedBy: 'Olga Owner', shop: 'shop.example', setPasswordUrl, days: 7 } as const;

describe('staffInvitationMail', () => {
  it.each([
    [
      'en',
      'Your invitation to the Framehire team',
      'Olga Owner has invited you to join the Framehire team at shop.example.',
      'Your role is Counter: you run the hand-over desk, take orders and quotes for customers, record incidents and take payments.',
      'The link is valid for 7 days.',
      'Set your password',
    ],
    [
      'es',
      'Tu invitación al equipo de Framehire',
      'Olga Owner te ha invitado a unirte al equipo de Framehire en shop.example.',
      'Tu rol es Mostrador: atiendes las entregas y devoluciones, tomas pedidos y presupuestos para los clientes, registras incidencias y cobras los pagos.',
      'El enlace es válido durante 7 días.',
      'Elegir tu contraseña',
    ],
    [
      'de',
      'Deine Einladung ins Team von Framehire',
      'Olga Owner hat dich ins Team von Framehire unter shop.example eingeladen.',
      'Deine Rolle ist „Theke“: Du betreust Ausgabe und Rücknahme, nimmst Bestellungen und Angebote für Kunden auf, erfasst Schadensfälle und nimmst Zahlungen an.',
      'Der Link ist 7 Tage lang gültig.',
      'Passwort festlegen',
    ],
  ] as const)(
    'in %s: who invited them to which shop, the role and what it allows, the link and how long it holds',
    async (language, subject, intro, role, validity, action) => {
      const mail = await staffInvitationMail(language, { ...invitation, role: 'counter' });
      expect(mail.to).toBe('ann@example.com');
      expect(mail.subject).toBe(subject);
      const text = mail.text.replace(/\s+/g, ' ');
      expect(text).toContain(intro);
      expect(text).toContain(role);
      expect(text).toContain(validity);
      expectLanguage(mail, language);
      expectButton(mail, setPasswordUrl, action);
      // The set-password link is the mail's first: whoever follows "the link in the mail" lands there.
      expect(/https?:\/\/\S+/.exec(mail.text)?.[0]).toBe(setPasswordUrl);
    },
  );

  it.each([
    [
      'accountant',
      'Your role is Accountant: you read orders, customers and invoices, download the exports and reports, and record payments received.',
    ],
    [
      'manager',
      "Your role is Manager: you can do everything in the dashboard except manage the staff and change the shop's legal and payment details.",
    ],
    ['owner', 'Your role is Owner: you can do everything, including inviting staff and changing their roles.'],
  ] as const)('says what the %s’s role lets them do, in one line', async (role, line) => {
    const mail = await staffInvitationMail('en', { ...invitation, role });
    expect(mail.text.replace(/\s+/g, ' ')).toContain(line);
  });

  it('writes a hostile name, the invitee’s or the owner’s, as text', async () => {
    expectEscaped(
      await staffInvitationMail('es', { ...invitation, role: 'manager', to: { ...recipient, name: hostileName } }),
    );
    expectEscaped(await staffInvitationMail('de', { ...invitation, role: 'owner', invitedBy: hostileName }));
  });
});
