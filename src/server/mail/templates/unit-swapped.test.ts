import { describe, expect, it } from 'vitest';
import { formatDateRange } from '../../../shared/calendar-date';
import { unitSwappedMail, type UnitSwappedMailData } from './unit-swapped';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: UnitSwappedMailData = {
  to: recipient,
  productName: 'Sony FX3',
  dates: { dateFrom: '2030-12-30', dateTo: '2031-01-02' },
  newSerialNumber: 'SNY-FX3-8',
  replacedSerialNumber: 'SNY-FX3-7',
  rentalUrl: 'https://shop.example/account/rental-requests/9',
};

describe('unitSwappedMail', () => {
  it.each([
    [
      'en',
      'A new unit for your rental of Sony FX3',
      'Your new unit (serial number)',
      'Replaces',
      'View my rental request',
    ],
    [
      'es',
      'Una nueva unidad para tu alquiler de Sony FX3',
      'Tu nueva unidad (número de serie)',
      'Sustituye a',
      'Ver mi solicitud',
    ],
    [
      'de',
      'Ein anderes Gerät für deine Miete von Sony FX3',
      'Dein neues Gerät (Seriennummer)',
      'Ersetzt',
      'Mietanfrage ansehen',
    ],
  ] as const)(
    'in %s: subject, dates, the new and the replaced serial number, the rental button',
    async (language, subject, newUnit, replaced, action) => {
      const mail = await unitSwappedMail(language, data);
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`(${formatDateRange(data.dates, language)})`);
      expect(mail.text).toContain(`${newUnit}: SNY-FX3-8\n`);
      expect(mail.text).toContain(`${replaced}: SNY-FX3-7\n`);
      expectLanguage(mail, language);
      expectButton(mail, data.rentalUrl, action);
    },
  );

  it('writes a hostile name and product as text', async () => {
    const mail = await unitSwappedMail('es', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
    });
    expectEscaped(mail);
  });
});
