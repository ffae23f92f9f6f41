import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';
import { rentalCancelledMail, type RentalCancelledMailData } from './rental-cancelled';

const line = {
  productName: 'Sony FX3',
  dates: { dateFrom: '2030-12-30', dateTo: '2031-01-02' },
  total: '120.00',
} as const;

const data: RentalCancelledMailData = {
  to: recipient,
  reference: 'FH-2030-000042',
  orderCancelled: false,
  lines: [line],
  money: { kind: 'refund', refunded: '60.00', channel: 'stripe', kept: '60.00' },
  stillDue: '0.00',
  orderUrl: 'https://shop.example/account/orders/42',
  creditNotes: [{ number: 'GS-2030-00007', kind: 'credit_note' }],
};

describe('rentalCancelledMail', () => {
  it.each([
    [
      'en',
      'Your rental of Sony FX3 is cancelled',
      'This rental of your order FH-2030-000042 has been cancelled:',
      ['We are refunding €60.00.', 'Refund: €60.00', 'Kept under our cancellation rules: €60.00'],
      'To the card you paid with, through Stripe.',
      'Your credit note GS-2030-00007 is attached.',
      'View my order',
    ],
    [
      'es',
      'Tu alquiler de Sony FX3 está cancelado',
      'Se ha cancelado este alquiler de tu pedido FH-2030-000042:',
      [
        'Te devolvemos 60,00\u00a0€.',
        'Reembolso: 60,00\u00a0€',
        'Retenido según nuestras condiciones de cancelación: 60,00\u00a0€',
      ],
      'En la tarjeta con la que pagaste, a través de Stripe.',
      'Te adjuntamos tu factura rectificativa GS-2030-00007.',
      'Ver mi pedido',
    ],
    [
      'de',
      'Deine Miete von Sony FX3 ist storniert',
      'Diese Miete aus deiner Bestellung FH-2030-000042 wurde storniert:',
      [
        'Wir erstatten dir 60,00\u00a0€.',
        'Erstattung: 60,00\u00a0€',
        'Nach unseren Stornobedingungen einbehalten: 60,00\u00a0€',
      ],
      'Auf die Karte, mit der du bezahlt hast, über Stripe.',
      'Im Anhang findest du deine Rechnungskorrektur GS-2030-00007.',
      'Bestellung ansehen',
    ],
  ] as const)(
    'in %s: the line cancelled, the refund with what the rules kept, how it comes back, the credit note',
    async (language, subject, intro, amounts, how, attached, action) => {
      const mail = await rentalCancelledMail(language, data);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(intro);
      expect(mail.text).toContain('Sony FX3');
      expect(mail.text).toContain(formatDateRange(line.dates, language));
      for (const amount of amounts) expect(mail.text).toContain(amount);
      expect(mail.text).toContain(how);
      expect(mail.text).toContain(attached);
      expectLanguage(mail, language);
      expectButton(mail, data.orderUrl, action);
    },
  );

  it.each([
    [
      'en',
      'Your order FH-2030-000042 is cancelled',
      'Your order FH-2030-000042 has been cancelled. This is what it held:',
      'Nothing had been paid for this order, so there is nothing to refund and nothing left to pay.',
    ],
    [
      'es',
      'Tu pedido FH-2030-000042 está cancelado',
      'Se ha cancelado tu pedido FH-2030-000042. Esto es lo que incluía:',
      'No se había pagado nada por este pedido, así que no hay nada que reembolsar ni nada pendiente de pago.',
    ],
    [
      'de',
      'Deine Bestellung FH-2030-000042 ist storniert',
      'Deine Bestellung FH-2030-000042 wurde storniert. Sie umfasste:',
      'Für diese Bestellung wurde noch nichts bezahlt: Es gibt nichts zu erstatten und nichts mehr zu zahlen.',
    ],
  ] as const)('in %s: a whole order given up with nothing paid', async (language, subject, intro, nothing) => {
    const mail = await rentalCancelledMail(language, {
      ...data,
      orderCancelled: true,
      lines: [line, { ...line, productName: 'Canon EOS R5' }],
      money: { kind: 'nothing-paid' },
      creditNotes: [],
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(intro);
    expect(mail.text).toContain('Canon EOS R5');
    expect(mail.text).toContain(nothing);
    expect(mail.text).not.toContain('FH-2030-000042 sigue');
    expectLanguage(mail, language);
  });

  it.each([
    [
      'en',
      '2 rentals of your order FH-2030-000042 are cancelled',
      'The rest of your order stays booked as it was.',
      'Still to pay for your order: €80.00',
    ],
    [
      'es',
      '2 alquileres de tu pedido FH-2030-000042 están cancelados',
      'El resto de tu pedido sigue reservado tal como estaba.',
      'Pendiente de pago del pedido: 80,00\u00a0€',
    ],
    [
      'de',
      '2 Mieten deiner Bestellung FH-2030-000042 sind storniert',
      'Der Rest deiner Bestellung bleibt so gebucht, wie er war.',
      'Für die Bestellung noch zu zahlen: 80,00\u00a0€',
    ],
  ] as const)(
    'in %s: some lines of an order that goes on, and what it still asks',
    async (language, subject, rest, due) => {
      const mail = await rentalCancelledMail(language, {
        ...data,
        lines: [line, line],
        money: { kind: 'nothing-paid' },
        stillDue: '80.00',
        creditNotes: [],
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(rest);
      expect(mail.text).toContain(due);
    },
  );

  it.each([
    ['en', 'a credit note takes €120.00 off your invoice', 'Taken off your invoice: €120.00'],
    [
      'es',
      'una factura rectificativa descuenta 120,00\u00a0€ de tu factura',
      'Descontado de tu factura: 120,00\u00a0€',
    ],
    [
      'de',
      'Eine Rechnungskorrektur zieht 120,00\u00a0€ von deiner Rechnung ab',
      'Von deiner Rechnung abgezogen: 120,00\u00a0€',
    ],
  ] as const)('in %s: an order on account gets a credit note, no refund', async (language, sentence, row) => {
    const mail = await rentalCancelledMail(language, { ...data, money: { kind: 'credited', credited: '120.00' } });
    expect(mail.text).toContain(sentence);
    expect(mail.text).toContain(row);
  });

  it.each([
    ['en', 'our cancellation rules keep the €120.00 paid for it, so nothing is refunded'],
    ['es', 'nos quedamos con los 120,00\u00a0€ que se pagaron por él, así que no hay reembolso'],
    ['de', 'behalten wir die dafür bezahlten 120,00\u00a0€ ein, es gibt also keine Erstattung'],
  ] as const)('in %s: a late cancellation the rules keep all of', async (language, sentence) => {
    const mail = await rentalCancelledMail(language, {
      ...data,
      money: { kind: 'kept', kept: '120.00' },
      creditNotes: [],
    });
    expect(mail.text).toContain(sentence);
  });

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalCancelledMail('de', {
      ...data,
      to: { ...recipient, name: hostileName },
      lines: [{ ...line, productName: hostileName }],
    });
    expectEscaped(mail);
  });
});
