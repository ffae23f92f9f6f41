import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { formatEuros, toCents } from '../../../shared/money';
import { type OrderMailLine, rentalRequestedMail, type RentalRequestedMailData } from './rental-requested';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from './test-support';

const line: OrderMailLine = {
  productName: 'Canon EOS R5',
  dates: { dateFrom: '2030-03-12', dateTo: '2030-03-15' },
  serialNumbers: ['CAN-R5-0001', 'CAN-R5-0002'],
  total: '1234.50',
};
const data: RentalRequestedMailData = {
  to: recipient,
  reference: 'FH-2030-000042',
  lines: [line],
  total: '1234.50',
  orderUrl: 'https://shop.example/account/orders/42',
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
      expect(formatDateRange(line.dates, language)).toBe(range);
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
      expectButton(mail, data.orderUrl, action);
    },
  );

  it('shows a one-day rental as its single date', async () => {
    const mail = await rentalRequestedMail('en', {
      ...data,
      lines: [{ ...line, dates: { dateFrom: '2030-03-12', dateTo: '2030-03-12' } }],
    });
    expect(mail.text).toContain('Dates: 12 March 2030\n');
  });

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalRequestedMail('es', {
      ...data,
      to: { ...recipient, name: hostileName },
      lines: [{ ...line, productName: hostileName }],
    });
    expectEscaped(mail);
    expect(mail.subject).toBe(`Alquiler solicitado: ${hostileName}`);
  });

  it.each([
    ['en', 'Rental requested: Canon EOS R5 and 1 more', 'Order total: €1,270.50'],
    ['es', 'Alquiler solicitado: Canon EOS R5 y 1 más', 'Total del pedido: 1270,50\u00a0€'],
    ['de', 'Mietanfrage erhalten: Canon EOS R5 und 1 weitere', 'Gesamtbetrag der Bestellung: 1.270,50\u00a0€'],
  ] as const)('in %s: one mail lists every line of an order, and its total', async (language, subject, total) => {
    const mail = await rentalRequestedMail(language, {
      ...data,
      lines: [line, { productName: 'Sigma 24-70mm', dates: line.dates, serialNumbers: ['SIG-1'], total: '36.00' }],
      total: '1270.50',
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('FH-2030-000042');
    expect(mail.text).toContain('Canon EOS R5');
    expect(mail.text).toContain('Sigma 24-70mm');
    expect(mail.text).toContain('SIG-1');
    expect(mail.text).toContain(total);
  });
});
