import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { formatEuros, toCents } from '../../../shared/money';
import { type OrderMailLine, rentalRequestedMail, type RentalRequestedMailData } from './rental-requested';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

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

describe('rentalRequestedMail: paying at pick-up and the deposit', () => {
  const withDeposit: RentalRequestedMailData = {
    ...data,
    lines: [
      { ...line, depositPerUnit: '250.00' },
      {
        productName: 'Sigma 24-70mm',
        dates: line.dates,
        serialNumbers: ['SIG-1'],
        total: '36.00',
        depositPerUnit: '80.05',
      },
    ],
    total: '1270.50',
    payAtPickup: '1270.50',
  };

  it.each([
    [
      'en',
      'Order total: €1,270.50',
      'Pay €1,270.50 at pick-up, in cash or by card.',
      [
        'Deposit at pick-up: €500.00 (2 × €250.00)',
        'Deposit at pick-up: €80.05',
        'Deposit at pick-up, in all: €580.05',
      ],
      'a deposit of €580.05',
    ],
    [
      'es',
      'Total del pedido: 1270,50\u00a0€',
      'Pagas 1270,50\u00a0€ al recoger el equipo, en efectivo o con tarjeta.',
      [
        'Fianza al recoger: 500,00\u00a0€ (2 × 250,00\u00a0€)',
        'Fianza al recoger: 80,05\u00a0€',
        'Fianza al recoger, en total: 580,05\u00a0€',
      ],
      'una fianza de 580,05\u00a0€',
    ],
    [
      'de',
      'Gesamtbetrag der Bestellung: 1.270,50\u00a0€',
      'Du zahlst 1.270,50\u00a0€ bei der Abholung, bar oder mit Karte.',
      [
        'Kaution bei Abholung: 500,00\u00a0€ (2 × 250,00\u00a0€)',
        'Kaution bei Abholung: 80,05\u00a0€',
        'Kaution bei Abholung, insgesamt: 580,05\u00a0€',
      ],
      'eine Kaution von 580,05\u00a0€',
    ],
  ] as const)(
    'in %s: says what is paid at pick-up, and the deposit per line and in all',
    async (language, total, sentence, deposits, depositSentence) => {
      const mail = await rentalRequestedMail(language, withDeposit);
      expectLanguage(mail, language);
      expect(mail.text).toContain(`\n${total}\n`);
      expect(mail.text).toContain(sentence);
      for (const deposit of deposits) expect(mail.text).toContain(`\n${deposit}\n`);
      expect(mail.text).toContain(depositSentence);
    },
  );

  it('says nothing of a deposit when no line has one, and of paying when the order is not paid at pick-up', async () => {
    const mail = await rentalRequestedMail('en', data);
    expect(mail.text).not.toMatch(/deposit|pick-up/i);
  });

  it('shows a one-line order its deposit once, on the line', async () => {
    const mail = await rentalRequestedMail('en', {
      ...data,
      lines: [{ ...line, serialNumbers: ['CAN-R5-0001'], depositPerUnit: '250.00' }],
      payAtPickup: '1234.50',
    });
    expect(mail.text).toContain('\nDeposit at pick-up: €250.00\n');
    expect(mail.text).not.toContain('in all');
    expect(mail.text).toContain('Pay €1,234.50 at pick-up, in cash or by card.');
  });
});
