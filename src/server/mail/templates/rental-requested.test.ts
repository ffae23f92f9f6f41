import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { formatEuros, toCents } from '../../../shared/money';
import { rentalRequestedMail, type RentalRequestedMailData } from './rental-requested';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: RentalRequestedMailData = {
  to: recipient,
  productName: 'Canon EOS R5',
  dates: { dateFrom: '2030-03-12', dateTo: '2030-03-15' },
  serialNumbers: ['CAN-R5-0001', 'CAN-R5-0002'],
  total: '1234.50',
  rentalUrl: 'https://shop.example/account/rental-requests/42',
};

describe('rentalRequestedMail', () => {
  it.each([
    [
      'en',
      'Rental requested: Canon EOS R5',
      ['Dates', '12 March 2030 – 15 March 2030'],
      ['Total', '€1,234.50'],
      'View my rental request',
    ],
    [
      'es',
      'Alquiler solicitado: Canon EOS R5',
      ['Fechas', '12 de marzo de 2030 – 15 de marzo de 2030'],
      ['Total', '1234,50\u00a0€'],
      'Ver mi solicitud',
    ],
    [
      'de',
      'Mietanfrage erhalten: Canon EOS R5',
      ['Zeitraum', '12. März 2030 – 15. März 2030'],
      ['Gesamt', '1.234,50\u00a0€'],
      'Mietanfrage ansehen',
    ],
  ] as const)(
    'in %s: subject, dates, units, total and the rental button',
    async (language, subject, [datesLabel, range], [totalLabel, euros], action) => {
      // Exactly what the site's formatters give.
      expect(formatDateRange(data.dates, language)).toBe(range);
      expect(formatEuros(toCents(data.total), language)).toBe(euros);

      const mail = await rentalRequestedMail(language, data);
      expect(mail.to).toBe('ann@example.com');
      expect(mail.subject).toBe(subject);
      expectLanguage(mail, language);
      expect(mail.text).toContain(`\n${datesLabel}: ${range}\n`);
      expect(mail.text).toContain(`\n${totalLabel}: ${euros}\n`);
      expect(mail.html).toContain(`>${range}</div>`);
      expect(mail.html).toContain(`>${euros}</div>`);
      expect(mail.text).toContain('CAN-R5-0001, CAN-R5-0002');
      expectButton(mail, data.rentalUrl, action);
    },
  );

  it('shows a one-day rental as its single date', async () => {
    const mail = await rentalRequestedMail('en', { ...data, dates: { dateFrom: '2030-03-12', dateTo: '2030-03-12' } });
    expect(mail.text).toContain('Dates: 12 March 2030\n');
  });

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalRequestedMail('es', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
    });
    expectEscaped(mail);
    expect(mail.subject).toBe(`Alquiler solicitado: ${hostileName}`);
  });
});
