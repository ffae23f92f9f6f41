import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../shared/calendar-date';
import { rentalDaysClosedMail, type RentalDaysClosedMailData } from './rental-days-closed';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const notStarted: RentalDaysClosedMailData = {
  to: recipient,
  orderReference: 'FH-2030-000042',
  rentals: [
    {
      productName: 'Sony FX3',
      dates: { dateFrom: '2030-12-09', dateTo: '2030-12-11' },
      closed: [{ kind: 'pick-up', date: '2030-12-09' }],
      underWay: false,
    },
  ],
  rentalUrl: 'https://shop.example/account/rental-requests/9',
};

const underWay: RentalDaysClosedMailData = {
  ...notStarted,
  rentals: [{ ...notStarted.rentals[0]!, closed: [{ kind: 'return', date: '2030-12-11' }], underWay: true }],
};

describe('rentalDaysClosedMail', () => {
  it.each([
    [
      'en',
      'We are closed on a day of your order FH-2030-000042',
      'Pick-up day',
      '(closed)',
      'whatever our cancellation rules say',
      'Move or cancel my rental',
    ],
    [
      'es',
      'Cerramos un día de tu pedido FH-2030-000042',
      'Día de recogida',
      '(cerrado)',
      'digan lo que digan nuestras condiciones de cancelación',
      'Cambiar o cancelar mi alquiler',
    ],
    [
      'de',
      'An einem Tag deiner Bestellung FH-2030-000042 haben wir geschlossen',
      'Abholtag',
      '(geschlossen)',
      'unabhängig von unseren Stornobedingungen',
      'Miete verschieben oder stornieren',
    ],
  ] as const)(
    'in %s: the order, the closed pick-up day, moving and the full refund, the button to the rental',
    async (language, subject, pickUp, closed, fullRefund, action) => {
      const mail = await rentalDaysClosedMail(language, notStarted);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${pickUp}: ${formatCalendarDate('2030-12-09', language)} ${closed}\n`);
      expect(mail.text).toContain(fullRefund);
      expectLanguage(mail, language);
      expectButton(mail, notStarted.rentalUrl, action);
    },
  );

  it.each([
    ['en', 'Return day', 'we will agree on another day for you to bring it back', 'View my rental request'],
    ['es', 'Día de devolución', 'acordaremos otro día para que lo devuelvas', 'Ver mi solicitud'],
    ['de', 'Rückgabetag', 'vereinbaren wir einen anderen Tag für die Rückgabe', 'Mietanfrage ansehen'],
  ] as const)(
    'in %s: a rental under way is offered another return day, not a move or a refund',
    async (language, returnDay, agree, action) => {
      const mail = await rentalDaysClosedMail(language, underWay);
      expect(mail.text).toContain(`${returnDay}: ${formatCalendarDate('2030-12-11', language)}`);
      expect(mail.text).toContain(agree);
      // Neither a move nor a cancellation is offered for it.
      expect(mail.text).not.toContain('•');
      expectButton(mail, notStarted.rentalUrl, action);
    },
  );

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalDaysClosedMail('de', {
      ...notStarted,
      to: { ...recipient, name: hostileName },
      rentals: [{ ...notStarted.rentals[0]!, productName: hostileName }],
    });
    expectEscaped(mail);
  });
});
