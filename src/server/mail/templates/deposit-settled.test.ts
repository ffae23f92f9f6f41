import { describe, expect, it } from 'vitest';
import { expectButton, expectLanguage, recipient } from '../../test/mail-assertions';
import { depositSettledMail, type DepositSettledMailData } from './deposit-settled';

const kept: DepositSettledMailData = {
  to: recipient,
  reference: 'FH-2030-000042',
  outcome: 'kept',
  amount: '45.99',
  taken: '1200.00',
  reason: 'A scratch on the front element of the lens.',
  channel: 'cash',
  orderUrl: 'https://shop.example/account/orders/42',
};

describe('depositSettledMail', () => {
  it.each([
    [
      'en',
      'Your deposit for order FH-2030-000042',
      'We have kept part of your deposit',
      'Of the €1,200.00 deposit you left at pick-up, we have kept €45.99.',
      'Deposit kept: €45.99',
      'Reason',
    ],
    [
      'es',
      'Tu fianza del pedido FH-2030-000042',
      'Hemos retenido parte de tu fianza',
      'De la fianza de 1200,00\u00a0€ que dejaste al recoger, hemos retenido 45,99\u00a0€.',
      'Fianza retenida: 45,99\u00a0€',
      'Motivo',
    ],
    [
      'de',
      'Deine Kaution für die Bestellung FH-2030-000042',
      'Wir haben einen Teil deiner Kaution einbehalten',
      'Von der Kaution über 1.200,00\u00a0€, die du bei der Abholung hinterlegt hast, haben wir 45,99\u00a0€ einbehalten.',
      'Einbehaltene Kaution: 45,99\u00a0€',
      'Grund',
    ],
  ] as const)('in %s: the amount kept and why', async (language, subject, title, sentence, amount, reasonLabel) => {
    const mail = await depositSettledMail(language, kept);
    expect(mail.subject).toBe(subject);
    expectLanguage(mail, language);
    expect(mail.html).toContain(`>${title}</h1>`);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`\n${amount}\n`);
    expect(mail.text).toContain(`\n${reasonLabel}: ${kept.reason}\n`);
  });

  it('says the whole deposit was kept when it was', async () => {
    const mail = await depositSettledMail('en', { ...kept, amount: '1200.00' });
    expect(mail.html).toContain('>We have kept your deposit</h1>');
  });

  it.each([
    [
      'en',
      'Your deposit is returned: FH-2030-000042',
      'We have returned €1,154.01 of your deposit for order FH-2030-000042.',
      'How you get it back: In cash, at the counter.',
      'View my order',
    ],
    [
      'es',
      'Te hemos devuelto la fianza: FH-2030-000042',
      'Te hemos devuelto 1154,01\u00a0€ de la fianza de tu pedido FH-2030-000042.',
      'Cómo lo recibes: En efectivo, en el mostrador.',
      'Ver mi pedido',
    ],
    [
      'de',
      'Kaution zurückgezahlt: FH-2030-000042',
      'Wir haben dir 1.154,01\u00a0€ deiner Kaution für die Bestellung FH-2030-000042 zurückgezahlt.',
      'So bekommst du es zurück: Bar an der Kasse im Laden.',
      'Bestellung ansehen',
    ],
  ] as const)('in %s: the amount returned and how', async (language, subject, sentence, how, action) => {
    const mail = await depositSettledMail(language, { ...kept, outcome: 'returned', amount: '1154.01', reason: null });
    expect(mail.subject).toBe(subject);
    expectLanguage(mail, language);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`\n${how}\n`);
    expectButton(mail, kept.orderUrl, action);
  });
});
