import { describe, expect, it } from 'vitest';
import { expectButton, expectEscaped, expectLanguage, recipient } from '../../test/mail-assertions';
import { orderRefundedMail, type OrderRefundedMailData } from './order-refunded';

const data: OrderRefundedMailData = {
  to: recipient,
  reference: 'FH-2030-000042',
  refunded: '617.27',
  refundedInAll: '617.27',
  channel: 'stripe',
  why: { kind: 'rules', fullRefundDaysBefore: 2, lateRefundPercent: 50 },
  orderUrl: 'https://shop.example/account/orders/42',
};

describe('orderRefundedMail', () => {
  it.each([
    [
      'en',
      'Refund for your order FH-2030-000042',
      'Amount refunded: €617.27',
      'refund the full amount up to 2 days before the first day of the rental and 50% of it after that.',
      'To the card you paid with, through Stripe.',
      'View my order',
    ],
    [
      'es',
      'Reembolso de tu pedido FH-2030-000042',
      'Importe devuelto: 617,27\u00a0€',
      'devuelven el importe íntegro hasta 2 días antes del primer día del alquiler y el 50\u00a0% después.',
      'En la tarjeta con la que pagaste, a través de Stripe.',
      'Ver mi pedido',
    ],
    [
      'de',
      'Erstattung für deine Bestellung FH-2030-000042',
      'Erstatteter Betrag: 617,27\u00a0€',
      'erstatten wir bis 2 Tage vor dem ersten Miettag den vollen Betrag und danach 50\u00a0%.',
      'Auf die Karte, mit der du bezahlt hast, über Stripe.',
      'Bestellung ansehen',
    ],
  ] as const)(
    'in %s: the amount, the cancellation rules and how it comes back to the card',
    async (language, subject, amount, rules, how, action) => {
      const mail = await orderRefundedMail(language, data);
      expect(mail.subject).toBe(subject);
      expectLanguage(mail, language);
      expect(mail.text).toContain(`\n${amount}\n`);
      expect(mail.text).toContain(rules);
      expect(mail.text).toContain(how);
      expectButton(mail, data.orderUrl, action);
    },
  );

  it.each([
    [1, 0, 'up to 1 day before the first day of the rental and nothing after that.'],
    [0, 50, 'You cancelled before the rental started, and our cancellation rules refund the full amount until then.'],
  ])('words the rules of %i days and %i%% naturally', async (days, percent, words) => {
    const mail = await orderRefundedMail('en', {
      ...data,
      why: { kind: 'rules', fullRefundDaysBefore: days, lateRefundPercent: percent },
    });
    expect(mail.text).toContain(words);
  });

  it.each([
    ['en', 'Your payment arrived after the time to pay had run out', 'In cash, at the counter.'],
    ['es', 'Tu pago llegó cuando ya había terminado el plazo para pagar', 'En efectivo, en el mostrador.'],
    ['de', 'Deine Zahlung kam erst an, als die Zahlungsfrist schon abgelaufen war', 'Bar an der Kasse im Laden.'],
  ] as const)(
    'in %s: says a late payment after the hold lapsed is why, and a refund at the counter',
    async (language, late, counter) => {
      const mail = await orderRefundedMail(language, { ...data, why: { kind: 'late-payment' }, channel: 'cash' });
      expect(mail.text).toContain(late);
      expect(mail.text).toContain(counter);
    },
  );

  it('gives the shop’s own reason as written, and the sum of the refunds so far', async () => {
    const reason = 'The lens was <b>scratched</b> on arrival & we are sorry.';
    const mail = await orderRefundedMail('de', {
      ...data,
      refunded: '20.00',
      refundedInAll: '1234.56',
      channel: 'terminal',
      why: { kind: 'reason', text: reason },
    });
    expect(mail.text).toContain(`\nGrund: ${reason}\n`);
    expect(mail.text).toContain('\nErstatteter Betrag: 20,00\u00a0€\n');
    expect(mail.text).toContain('\nInsgesamt erstattet: 1.234,56\u00a0€\n');
    expect(mail.text).toContain('Auf deine Karte, über das Kartenterminal im Laden.');
    expect(mail.html).toContain('&lt;b&gt;scratched&lt;/b&gt;');
  });

  it('writes a hostile reason as text', async () => {
    const mail = await orderRefundedMail('en', {
      ...data,
      why: { kind: 'reason', text: `<script>alert("hi")</script><img src=x onerror=alert(1)> Ann & "Bob"` },
    });
    expectEscaped(mail);
  });
});
