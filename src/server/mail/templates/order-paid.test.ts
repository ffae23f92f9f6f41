import { describe, expect, it } from 'vitest';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';
import { orderPaidMail, type OrderPaidMailData } from './order-paid';

const facts = {
  to: recipient,
  reference: 'FH-2030-000042',
  paid: '1270.55',
  orderUrl: 'https://shop.example/account/orders/42',
};
const confirmation: OrderPaidMailData = {
  ...facts,
  kind: 'confirmation',
  channel: 'stripe',
  lines: [
    {
      productName: 'Canon EOS R5',
      dates: { dateFrom: '2030-03-12', dateTo: '2030-03-15' },
      serialNumbers: ['CAN-R5-0001', 'CAN-R5-0002'],
      total: '1234.55',
      depositPerUnit: '150.00',
    },
    {
      productName: 'Sigma 24-70mm',
      dates: { dateFrom: '2030-03-13', dateTo: '2030-03-13' },
      serialNumbers: ['SIG-1'],
      total: '36.00',
    },
  ],
};

describe('orderPaidMail: the confirmation of an order paid online', () => {
  it.each([
    [
      'en',
      'Paid and confirmed: Canon EOS R5 and 1 more',
      'Paid online: €1,270.55',
      'Deposit at pick-up, in all: €300.00',
      'a deposit of €300.00',
      ['Dates: 12 March 2030 – 15 March 2030', 'Dates: 13 March 2030'],
      'View my order',
    ],
    [
      'es',
      'Pagado y confirmado: Canon EOS R5 y 1 más',
      'Pagado en línea: 1270,55\u00a0€',
      'Fianza al recoger, en total: 300,00\u00a0€',
      'una fianza de 300,00\u00a0€',
      ['Fechas: 12 de marzo de 2030 – 15 de marzo de 2030', 'Fechas: 13 de marzo de 2030'],
      'Ver mi pedido',
    ],
    [
      'de',
      'Bezahlt und bestätigt: Canon EOS R5 und 1 weitere',
      'Online bezahlt: 1.270,55\u00a0€',
      'Kaution bei Abholung, insgesamt: 300,00\u00a0€',
      'eine Kaution von 300,00\u00a0€',
      ['Zeitraum: 12. März 2030 – 15. März 2030', 'Zeitraum: 13. März 2030'],
      'Bestellung ansehen',
    ],
  ] as const)(
    'in %s: every line with its dates, units and deposit, the amount paid and the deposit due',
    async (language, subject, paid, depositInAll, depositSentence, dates, action) => {
      const mail = await orderPaidMail(language, confirmation);
      expect(mail.subject).toBe(subject);
      expectLanguage(mail, language);
      expect(mail.text).toContain('FH-2030-000042');
      expect(mail.text).toContain(`\n${paid}\n`);
      expect(mail.text).toContain(`\n${depositInAll}\n`);
      expect(mail.text).toContain(depositSentence);
      for (const range of dates) expect(mail.text).toContain(`\n${range}\n`);
      expect(mail.text).toContain('CAN-R5-0001, CAN-R5-0002');
      expect(mail.text).toContain('SIG-1');
      expectButton(mail, facts.orderUrl, action);
    },
  );

  it('says nothing of a deposit when the order has none', async () => {
    const mail = await orderPaidMail('en', {
      ...confirmation,
      lines: confirmation.lines.map(({ depositPerUnit: _, ...line }) => line),
    });
    expect(mail.text).not.toMatch(/deposit/i);
  });

  it('writes a hostile product name as text', async () => {
    const mail = await orderPaidMail('de', {
      ...confirmation,
      lines: [{ ...confirmation.lines[0]!, productName: hostileName }],
    });
    expectEscaped(mail);
  });
});

describe('orderPaidMail: the receipt of an order paid in the shop', () => {
  it.each([
    ['en', 'cash', 'Payment received: FH-2030-000042', 'We received €1,270.55 in the shop', 'Paid in cash: €1,270.55'],
    [
      'es',
      'terminal',
      'Pago recibido: FH-2030-000042',
      'Hemos recibido 1270,55\u00a0€ en la tienda',
      'Pagado con tarjeta en la tienda: 1270,55\u00a0€',
    ],
    [
      'de',
      'cash',
      'Zahlung erhalten: FH-2030-000042',
      'Wir haben im Laden 1.270,55\u00a0€ für deine Bestellung FH-2030-000042 erhalten.',
      'Bar bezahlt: 1.270,55\u00a0€',
    ],
  ] as const)('in %s (%s): a short receipt with the amount', async (language, channel, subject, sentence, paid) => {
    const mail = await orderPaidMail(language, { ...facts, kind: 'receipt', channel });
    expect(mail.subject).toBe(subject);
    expectLanguage(mail, language);
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(`\n${paid}\n`);
    expectButton(
      mail,
      facts.orderUrl,
      { en: 'View my order', es: 'Ver mi pedido', de: 'Bestellung ansehen' }[language],
    );
  });
});
