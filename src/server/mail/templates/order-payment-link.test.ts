import { describe, expect, it } from 'vitest';
import { orderPaymentLinkMail, type OrderPaymentLinkMailData } from './order-payment-link';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const paymentUrl = 'https://checkout.stripe.com/c/pay/cs_test_AbC123#x=1&y=2';
const data: OrderPaymentLinkMailData = {
  to: recipient,
  reference: 'FH-2030-000042',
  lines: [{ productName: 'Canon EOS R5', dates: { dateFrom: '2030-03-13', dateTo: '2030-03-15' } }],
  amount: '1234.50',
  paymentUrl,
  payBy: '2030-03-10T10:35:00.000Z',
  timeZone: 'Europe/Madrid',
};

describe('orderPaymentLinkMail', () => {
  it.each([
    ['en', 'Pay for your order FH-2030-000042', '€1,234.50', 'Pay now'],
    ['es', 'Paga tu pedido FH-2030-000042', '1234,50 €', 'Pagar ahora'],
    ['de', 'Bezahle deine Bestellung FH-2030-000042', '1.234,50 €', 'Jetzt bezahlen'],
  ] as const)(
    "in %s: subject, amount, the hold in the shop's time and the pay button",
    async (language, subject, amount, action) => {
      const mail = await orderPaymentLinkMail(language, { ...data });
      expect(mail.subject).toBe(subject);
      // Intl writes its own spaces (no-break): compared as plain ones.
      expect(mail.text.replace(/[\u00a0\u202f]/g, ' ')).toContain(amount);
      expect(mail.text).toContain('11:35');
      expect(mail.text).toContain('Canon EOS R5');
      expectLanguage(mail, language);
      expectButton(mail, paymentUrl, action);
    },
  );

  it('writes a hostile name as text', async () => {
    expectEscaped(await orderPaymentLinkMail('de', { ...data, to: { ...recipient, name: hostileName } }));
  });
});
