import { describe, expect, it } from 'vitest';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';
import { orderLapsedMail, type OrderLapsedMailData } from './order-lapsed';

const data: OrderLapsedMailData = {
  to: recipient,
  reference: 'FH-2030-000042',
  lines: [{ productName: 'Canon EOS R5', dates: { dateFrom: '2030-03-12', dateTo: '2030-03-15' } }],
  bookAgainUrl: 'https://shop.example/products/7',
};

describe('orderLapsedMail', () => {
  it.each([
    [
      'en',
      'Your order FH-2030-000042 was not paid in time',
      'we have released the units we were holding for you. Nothing was charged.',
      'Dates: 12 March 2030 – 15 March 2030',
      'Book again',
    ],
    [
      'es',
      'Tu pedido FH-2030-000042 no se pagó a tiempo',
      'hemos liberado las unidades que te estábamos guardando. No se te ha cobrado nada.',
      'Fechas: 12 de marzo de 2030 – 15 de marzo de 2030',
      'Reservar de nuevo',
    ],
    [
      'de',
      'Deine Bestellung FH-2030-000042 wurde nicht rechtzeitig bezahlt',
      'wieder freigegeben. Es wurde nichts abgebucht.',
      'Zeitraum: 12. März 2030 – 15. März 2030',
      'Erneut buchen',
    ],
  ] as const)(
    'in %s: the order, what it held, nothing charged, and a way to book again',
    async (language, subject, released, dates, action) => {
      const mail = await orderLapsedMail(language, data);
      expect(mail.subject).toBe(subject);
      expectLanguage(mail, language);
      expect(mail.text).toContain(released);
      expect(mail.text).toContain('Canon EOS R5');
      expect(mail.text).toContain(`\n${dates}\n`);
      // The units were released: no serial numbers and no amounts.
      expect(mail.text).not.toMatch(/€|CAN-/);
      expectButton(mail, data.bookAgainUrl, action);
    },
  );

  it('writes a hostile product name as text', async () => {
    const mail = await orderLapsedMail('en', { ...data, lines: [{ ...data.lines[0]!, productName: hostileName }] });
    expectEscaped(mail);
  });
});
