import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from '../../../shared/calendar-date';
import { formatEuros } from '../../../shared/money';
import { rentalOverdueMail, type RentalOverdueMailData } from './rental-overdue';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: RentalOverdueMailData = {
  to: recipient,
  productName: 'Sony FX3',
  dates: { dateFrom: '2030-12-28', dateTo: '2031-01-02' },
  serialNumbers: ['SNY-FX3-7', 'SNY-FX3-8'],
  daysLate: 3,
  feePerDay: '90.00',
  feeSoFar: '270.00',
  shopAddress: ['Framehire Madrid', 'Calle Mayor 1', '28013 Madrid', 'Spain'],
  rentalUrl: 'https://shop.example/account/rental-requests/9',
};

/** Intl writes a no-break space in "90,00 €"; the text part keeps it. */
const money = (amount: number, language: string) => formatEuros(amount * 100, language);

describe('rentalOverdueMail', () => {
  it.each([
    [
      'en',
      'Your rental of Sony FX3 is overdue',
      'ended on 2 January 2031, 3 days ago',
      [
        'Not back yet (serial numbers): SNY-FX3-7, SNY-FX3-8',
        'Days late: 3',
        'Late fee per day: ',
        'Late fee so far: ',
      ],
      'Bring them back to: Framehire Madrid, Calle Mayor 1, 28013 Madrid, Spain',
      'View my rental request',
    ],
    [
      'es',
      'Tu alquiler de Sony FX3 está vencido',
      'terminó el 2 de enero de 2031, hace 3 días',
      [
        'Pendientes de devolver (números de serie): SNY-FX3-7, SNY-FX3-8',
        'Días de retraso: 3',
        'Recargo por día de retraso: ',
        'Recargo acumulado: ',
      ],
      'Dónde devolverlas: Framehire Madrid',
      'Ver mi solicitud',
    ],
    [
      'de',
      'Deine Miete für Sony FX3 ist überfällig',
      'endete am 2. Januar 2031, vor 3 Tagen',
      [
        'Noch nicht zurück (Seriennummern): SNY-FX3-7, SNY-FX3-8',
        'Tage überfällig: 3',
        'Verspätungsgebühr pro Tag: ',
        'Verspätungsgebühr bisher: ',
      ],
      'Rückgabe an: Framehire Madrid',
      'Mietanfrage ansehen',
    ],
  ] as const)(
    'in %s: the units out, since when, the fee per day and so far, where to bring them, the rental button',
    async (language, subject, since, rows, address, action) => {
      const mail = await rentalOverdueMail(language, data);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(since);
      expect(mail.text).toContain(formatCalendarDate(data.dates.dateTo, language));
      for (const row of rows) expect(mail.text).toContain(row);
      expect(mail.text).toContain(`${rows[2]}${money(90, language)}\n`);
      expect(mail.text).toContain(`${rows[3]}${money(270, language)}\n`);
      // The sentence under the facts says how the fee grows.
      expect(mail.text.split(money(90, language)).length).toBe(3);
      expect(mail.text).toContain(address);
      expectLanguage(mail, language);
      expectButton(mail, data.rentalUrl, action);
    },
  );

  it('says one day in the singular, and leaves the fee out when the shop charges none', async () => {
    const mail = await rentalOverdueMail('de', { ...data, daysLate: 1, feePerDay: '0.00', feeSoFar: '0.00' });
    expect(mail.text).toContain('vor 1 Tag,');
    expect(mail.text).not.toContain('Verspätungsgebühr');
    expect(mail.text).toContain('Bitte bring sie so bald wie möglich zurück.');
    const en = await rentalOverdueMail('en', { ...data, daysLate: 1 });
    expect(en.text).toContain('1 day ago');
  });

  it('sends the customer to the shop they picked the units up from when the shop has no address yet', async () => {
    const mail = await rentalOverdueMail('es', { ...data, shopAddress: [] });
    expect(mail.text).not.toContain('Dónde devolverlas');
    expect(mail.text).toContain('Devuélvelas en la tienda donde las recogiste.');
  });

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalOverdueMail('en', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
    });
    expectEscaped(mail);
  });
});
