import { describe, expect, it } from 'vitest';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';
import { rentalReturnedMail, type RentalReturnedMailData } from './rental-returned';

const data: RentalReturnedMailData = {
  to: recipient,
  productName: 'Sony FX3',
  reference: 'FH-2030-000042',
  dates: { dateFrom: '2030-12-28', dateTo: '2031-01-02' },
  findings: [{ unit: 'SNY-FX3-7', condition: 'damaged', note: 'Cracked rear element.' }],
  photos: 3,
  depositHeld: '250.00',
  damageWaiver: false,
  rentalUrl: 'https://shop.example/account/rental-requests/9',
};

const lateFee = {
  amount: '60.00',
  daysLate: 3,
  channel: 'cash',
  counted: { pieces: 2, perDay: '10.00', per: 'unit' },
  invoice: { number: 'RE-2031-00004', kind: 'invoice' },
} as const;

describe('rentalReturnedMail', () => {
  it.each([
    [
      'en',
      'Damage recorded on your return of Sony FX3',
      ['Unit (serial number): SNY-FX3-7', 'Found: Damaged', 'Our note: Cracked rear element.'],
      'We took 3 photos of the damage; you can see them on your rental.',
      'contact you about any costs before we charge anything',
      'we hold on to your deposit of €250.00',
      'View my rental request',
    ],
    [
      'es',
      'Daños registrados en la devolución de Sony FX3',
      ['Unidad (número de serie): SNY-FX3-7', 'Estado: Dañada', 'Nuestra nota: Cracked rear element.'],
      'Hemos tomado 3 fotos de los daños; puedes verlas en tu alquiler.',
      'nos pondremos en contacto contigo por los posibles costes antes de cobrarte nada',
      'retenemos tu fianza de 250,00\u00a0€',
      'Ver mi solicitud',
    ],
    [
      'de',
      'Schaden bei der Rückgabe von Sony FX3 festgestellt',
      ['Gerät (Seriennummer): SNY-FX3-7', 'Zustand: Beschädigt', 'Unsere Notiz: Cracked rear element.'],
      'Wir haben 3 Fotos vom Schaden gemacht; du findest sie bei deiner Miete.',
      'melden uns wegen möglicher Kosten bei dir, bevor wir etwas berechnen',
      'behalten wir deine Kaution von 250,00\u00a0€ ein',
      'Mietanfrage ansehen',
    ],
  ] as const)(
    'in %s: the damage as recorded, the photos, what happens next and the deposit held',
    async (language, subject, rows, photos, next, deposit, action) => {
      const mail = await rentalReturnedMail(language, data);
      expect(mail.subject).toBe(subject);
      for (const row of rows) expect(mail.text).toContain(`${row}\n`);
      expect(mail.text).toContain(photos);
      expect(mail.text).toContain(next);
      expect(mail.text).toContain(deposit);
      expect(mail.text).toContain('FH-2030-000042');
      expectLanguage(mail, language);
      expectButton(mail, data.rentalUrl, action);
    },
  );

  it.each([
    ['en', 'Not everything of Sony FX3 has come back', 'Found: Not returned', 'the rental stays open until it is back'],
    ['es', 'No se ha devuelto todo de Sony FX3', 'Estado: No devuelta', 'el alquiler sigue abierto hasta que vuelva'],
    [
      'de',
      'Nicht alles von Sony FX3 ist zurückgekommen',
      'Zustand: Nicht zurückgegeben',
      'Die Miete bleibt offen, bis es zurück ist',
    ],
  ] as const)('in %s: a unit not returned, without a word on photos', async (language, subject, found, open) => {
    const mail = await rentalReturnedMail(language, {
      ...data,
      findings: [{ unit: 'SNY-FX3-8', condition: 'missing', note: 'Customer says it is at the studio.' }],
      photos: 0,
    });
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(found);
    expect(mail.text).toContain(open);
    expect(mail.text).not.toMatch(/We took|tomado|Fotos/);
  });

  it.each([
    [
      'en',
      'Late fee for your rental of Sony FX3',
      'ended on 2 January 2031 and came back 3 days late',
      ['Days late: 3', 'Late fee: €60.00', 'How it is counted: 2 units × 3 days × €10.00', 'Payment: Paid in cash'],
      'Your invoice RE-2031-00004 is attached.',
    ],
    [
      'es',
      'Recargo por retraso en tu alquiler de Sony FX3',
      'terminó el 2 de enero de 2031 y se devolvió con 3 días de retraso',
      [
        'Días de retraso: 3',
        'Recargo por retraso: 60,00\u00a0€',
        'Cómo se calcula: 2 unidades × 3 días × 10,00\u00a0€',
        'Pago: Pagado en efectivo',
      ],
      'Te adjuntamos tu factura RE-2031-00004.',
    ],
    [
      'de',
      'Verspätungsgebühr für deine Miete von Sony FX3',
      'endete am 2. Januar 2031 und kam 3 Tage zu spät zurück',
      [
        'Tage verspätet: 3',
        'Verspätungsgebühr: 60,00\u00a0€',
        'So wird sie berechnet: 2 Geräte × 3 Tage × 10,00\u00a0€',
        'Zahlung: Bar bezahlt',
      ],
      'Im Anhang findest du deine Rechnung RE-2031-00004.',
    ],
  ] as const)(
    'in %s: a late return, its fee counted and its invoice',
    async (language, subject, late, rows, invoice) => {
      const mail = await rentalReturnedMail(language, {
        ...data,
        findings: [],
        photos: 0,
        depositHeld: '0.00',
        lateFee,
      });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(late);
      for (const row of rows) expect(mail.text).toContain(`${row}\n`);
      expect(mail.text).toContain(invoice);
      expectLanguage(mail, language);
    },
  );

  it('tells damage and a late fee of one return in one mail, a reduced fee without its count', async () => {
    const { counted: _counted, ...reduced } = lateFee;
    const mail = await rentalReturnedMail('en', {
      ...data,
      damageWaiver: true,
      lateFee: { ...reduced, amount: '25.00' },
    });
    expect(mail.subject).toBe('Damage recorded on your return of Sony FX3');
    expect(mail.text).toContain('Found: Damaged');
    expect(mail.text).toContain('Late fee: €25.00');
    expect(mail.text).not.toContain('How it is counted');
    expect(mail.text).toContain('You took the damage waiver');
  });

  it('writes a hostile name, product and note as text', async () => {
    const mail = await rentalReturnedMail('es', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
      findings: [{ unit: 'SNY-FX3-7', condition: 'damaged', note: hostileName }],
    });
    expectEscaped(mail);
  });
});
