import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { rentalRescheduledMail, type RentalRescheduledMailData } from './rental-rescheduled';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: RentalRescheduledMailData = {
  to: recipient,
  productName: 'Sony FX3',
  kind: 'move',
  before: { dateFrom: '2030-12-10', dateTo: '2030-12-13' },
  after: { dateFrom: '2030-12-20', dateTo: '2030-12-21' },
  total: '40.00',
  money: { paid: true, refund: '20.00', percent: 50, channel: 'stripe' },
  serialNumbers: ['SNY-FX3-8'],
  rentalUrl: 'https://shop.example/account/rental-requests/9',
};

describe('rentalRescheduledMail', () => {
  it.each([
    ['en', 'New dates for your rental of Sony FX3', 'Old dates', 'New dates', 'Refund', 'View my rental request'],
    [
      'es',
      'Nuevas fechas para tu alquiler de Sony FX3',
      'Fechas anteriores',
      'Nuevas fechas',
      'Reembolso',
      'Ver mi solicitud',
    ],
    [
      'de',
      'Neuer Zeitraum für deine Miete von Sony FX3',
      'Bisheriger Zeitraum',
      'Neuer Zeitraum',
      'Erstattung',
      'Mietanfrage ansehen',
    ],
  ] as const)(
    'in %s: subject, old and new dates, the refund, the rental button',
    async (language, subject, old, now, refund, action) => {
      const mail = await rentalRescheduledMail(language, data);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${old}: ${formatDateRange(data.before, language)}\n`);
      expect(mail.text).toContain(`${now}: ${formatDateRange(data.after, language)}\n`);
      expect(mail.text).toMatch(new RegExp(`${refund}: .*20,00|${refund}: €20.00`));
      expect(mail.text).toMatch(/50\s?%/);
      expectLanguage(mail, language);
      expectButton(mail, data.rentalUrl, action);
    },
  );

  it('says what is due at pick-up for an unpaid order, and that nothing comes back too late', async () => {
    const unpaid = await rentalRescheduledMail('en', { ...data, kind: 'shorten', money: { paid: false } });
    expect(unpaid.subject).toBe('New dates for your rental of Sony FX3');
    expect(unpaid.text).toContain('You pay €40.00 at pick-up.');
    expect(unpaid.text).not.toContain('Refund');
    const late = await rentalRescheduledMail('en', {
      ...data,
      money: { paid: true, refund: '0.00', percent: 0, channel: 'cash' },
    });
    expect(late.text).toContain('our cancellation rules give nothing back');
  });

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalRescheduledMail('es', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
    });
    expectEscaped(mail);
  });
});
