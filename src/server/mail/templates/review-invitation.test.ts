import { describe, expect, it } from 'vitest';
import { reviewInvitationMail } from './review-invitation';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data = {
  to: recipient,
  productName: 'Sigma 35mm F1.4 DG DN Art',
  productUrl: 'https://shop.example/products/12',
};

describe('reviewInvitationMail', () => {
  it.each([
    [
      'en',
      'How was Sigma 35mm F1.4 DG DN Art?',
      'Your rental of Sigma 35mm F1.4 DG DN Art has ended.',
      'Leave a review',
    ],
    [
      'es',
      '¿Qué te ha parecido Sigma 35mm F1.4 DG DN Art?',
      'Tu alquiler de Sigma 35mm F1.4 DG DN Art ha terminado.',
      'Escribir una reseña',
    ],
    [
      'de',
      'Wie hat dir Sigma 35mm F1.4 DG DN Art gefallen?',
      'Deine Miete für Sigma 35mm F1.4 DG DN Art ist zu Ende.',
      'Bewertung schreiben',
    ],
  ] as const)('in %s: subject, the ended rental and the product button', async (language, subject, body, action) => {
    const mail = await reviewInvitationMail(language, data);
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain(body);
    expectLanguage(mail, language);
    expectButton(mail, data.productUrl, action);
  });

  it('writes a hostile name and product as text', async () => {
    expectEscaped(
      await reviewInvitationMail('de', { ...data, to: { ...recipient, name: hostileName }, productName: hostileName }),
    );
  });
});
