import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDateRange } from '../../../shared/calendar-date';
import { rentalReminderMail, type RentalReminderMailData } from './rental-reminder';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: Omit<RentalReminderMailData, 'kind'> = {
  to: recipient,
  productName: 'Sony FX3',
  dates: { dateFrom: '2030-12-30', dateTo: '2031-01-02' },
  serialNumbers: ['SNY-FX3-7'],
  rentalUrl: 'https://shop.example/account/rental-requests/9',
};

describe('rentalReminderMail', () => {
  it.each([
    [
      'en',
      'starts',
      'Your rental of Sony FX3 starts tomorrow',
      'Your rental of Sony FX3 starts tomorrow, 30 December 2030.',
      'View my rental request',
    ],
    [
      'en',
      'ends',
      'Your rental of Sony FX3 ends tomorrow',
      'Your rental of Sony FX3 ends tomorrow, 2 January 2031. Please bring the units back',
      'View my rental request',
    ],
    [
      'es',
      'starts',
      'Tu alquiler de Sony FX3 empieza mañana',
      'Tu alquiler de Sony FX3 empieza mañana, el 30 de diciembre de 2030.',
      'Ver mi solicitud',
    ],
    [
      'es',
      'ends',
      'Tu alquiler de Sony FX3 termina mañana',
      'termina mañana, el 2 de enero de 2031. Por favor, devuelve estas unidades',
      'Ver mi solicitud',
    ],
    [
      'de',
      'starts',
      'Deine Miete für Sony FX3 beginnt morgen',
      'Deine Miete für Sony FX3 beginnt morgen, am 30. Dezember 2030.',
      'Mietanfrage ansehen',
    ],
    [
      'de',
      'ends',
      'Deine Miete für Sony FX3 endet morgen',
      'endet morgen, am 2. Januar 2031. Bitte bring diese Geräte zurück',
      'Mietanfrage ansehen',
    ],
  ] as const)(
    'in %s, %s: subject, the day, the units and the rental button',
    async (language, kind, subject, intro, action) => {
      const mail = await rentalReminderMail(language, { ...data, kind });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(intro);
      const day = kind === 'starts' ? data.dates.dateFrom : data.dates.dateTo;
      expect(intro).toContain(formatCalendarDate(day, language));
      expect(mail.text).toContain(`: ${formatDateRange(data.dates, language)}\n`);
      expect(mail.text).toContain(': SNY-FX3-7\n');
      expectLanguage(mail, language);
      expectButton(mail, data.rentalUrl, action);
    },
  );

  it('writes a hostile name and product as text', async () => {
    const mail = await rentalReminderMail('de', {
      ...data,
      kind: 'ends',
      to: { ...recipient, name: hostileName },
      productName: hostileName,
    });
    expectEscaped(mail);
  });
});
