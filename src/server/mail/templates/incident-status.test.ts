import { describe, expect, it } from 'vitest';
import { incidentTypes } from '../../../shared/schemas/incident';
import { DESCRIPTION_EXCERPT_MAX, excerpt, incidentStatusMail, type IncidentStatusMailData } from './incident-status';
import { expectButton, expectEscaped, expectLanguage, hostileName, recipient } from '../../test/mail-assertions';

const data: IncidentStatusMailData = {
  to: recipient,
  productName: 'Aputure 600d',
  type: 'ProductDamaged',
  status: 'Closed',
  description: 'The barn doors were bent when the light arrived.',
  incidentUrl: 'https://shop.example/account/incidents/5',
};

describe('incidentStatusMail', () => {
  it.each([
    [
      'en',
      'Closed',
      'Your incident report has been closed',
      'Type: Product damaged\nStatus: Closed',
      'View incident report',
    ],
    [
      'en',
      'Open',
      'Your incident report has been reopened',
      'Type: Product damaged\nStatus: Open',
      'View incident report',
    ],
    ['es', 'Closed', 'Tu incidencia se ha cerrado', 'Tipo: Producto dañado\nEstado: Cerrada', 'Ver la incidencia'],
    ['es', 'Open', 'Tu incidencia se ha vuelto a abrir', 'Tipo: Producto dañado\nEstado: Abierta', 'Ver la incidencia'],
    [
      'de',
      'Closed',
      'Dein Vorfall wurde geschlossen',
      'Art: Produkt beschädigt\nStatus: Geschlossen',
      'Vorfall ansehen',
    ],
    ['de', 'Open', 'Dein Vorfall wurde wieder geöffnet', 'Art: Produkt beschädigt\nStatus: Offen', 'Vorfall ansehen'],
  ] as const)(
    'in %s, %s: subject, translated type and status, and the incident button',
    async (language, status, subject, facts, action) => {
      const mail = await incidentStatusMail(language, { ...data, status });
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(facts);
      expect(mail.text).toContain('Aputure 600d');
      expect(mail.text).toContain(': The barn doors were bent when the light arrived.\n');
      expectLanguage(mail, language);
      expectButton(mail, data.incidentUrl, action);
    },
  );

  it.each([
    ['en', 'Type', ['Payment', 'Product not received', 'Product lost', 'Product damaged', 'Other']],
    ['es', 'Tipo', ['Pago', 'Producto no recibido', 'Producto perdido', 'Producto dañado', 'Otro']],
    ['de', 'Art', ['Zahlung', 'Produkt nicht erhalten', 'Produkt verloren', 'Produkt beschädigt', 'Sonstiges']],
  ] as const)('names every incident type in %s as the site does', async (language, label, names) => {
    const mails = await Promise.all(incidentTypes.map((type) => incidentStatusMail(language, { ...data, type })));
    mails.forEach((mail, index) => expect(mail.text).toContain(`\n${label}: ${names[index]}\n`));
  });

  it('quotes the beginning of a long description', async () => {
    const description = `${'The tripod head slipped during a long exposure. '.repeat(20)}END`;
    const mail = await incidentStatusMail('en', { ...data, description });
    expect(mail.text).not.toContain('END');
    expect(mail.text).toMatch(/: The tripod head slipped during a long exposure\. The tripod[^\n]*…\n/);
  });

  it('writes a hostile name, product and description as text', async () => {
    const mail = await incidentStatusMail('es', {
      ...data,
      to: { ...recipient, name: hostileName },
      productName: hostileName,
      description: hostileName,
    });
    expectEscaped(mail);
  });
});

describe('excerpt', () => {
  it('keeps a short text whole, with its whitespace tidied', () => {
    expect(excerpt('  Lens\n\nscratched  ')).toBe('Lens scratched');
  });

  it('cuts a long text at a word, within the limit, with an ellipsis', () => {
    const cut = excerpt('word '.repeat(100));
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_EXCERPT_MAX);
    expect(cut).toMatch(/^(word )+word…$/);
  });

  it('cuts a text without spaces at the limit', () => {
    expect(excerpt('x'.repeat(500))).toBe(`${'x'.repeat(DESCRIPTION_EXCERPT_MAX - 1)}…`);
  });
});
