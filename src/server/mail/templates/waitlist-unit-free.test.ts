import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { waitlistUnitFreeMail, type WaitlistUnitFreeMailData } from './waitlist-unit-free';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: WaitlistUnitFreeMailData = {
  to: recipient,
  productName: 'Sony FX3',
  dates: { dateFrom: '2030-12-30', dateTo: '2031-01-02' },
  cartUrl: 'https://shop.example/cart?add=9&from=2030-12-30&to=2031-01-02',
};

describe('waitlistUnitFreeMail', () => {
  it.each([
    ['en', 'Sony FX3 is free on your dates', 'whoever books first gets the unit', 'Put it in my cart'],
    [
      'es',
      'Sony FX3 está libre en tus fechas',
      'quien reserve primero se queda con la unidad',
      'Añadirlo a mi carrito',
    ],
    ['de', 'Sony FX3 ist in deinem Zeitraum frei', 'Wer zuerst bucht, bekommt das Gerät', 'In meinen Warenkorb legen'],
  ] as const)(
    'in %s: subject, dates, first come first served, the cart button',
    async (language, subject, first, action) => {
      const mail = await waitlistUnitFreeMail(language, data);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(formatDateRange(data.dates, language));
      expect(mail.text).toContain(first);
      expectLanguage(mail, language);
      expectButton(mail, data.cartUrl, action);
    },
  );

  it('writes a hostile name and product as text', async () => {
    const mail = await waitlistUnitFreeMail('de', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
    });
    expectEscaped(mail);
  });
});
