import { formatDateRange } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { formatEuros, toCents } from '../../shared/money';
import type { Rental } from '../../shared/schemas/rental';
import type { RentalEvents } from '../rentals/service';
import type { Mail, Mailer } from './mailer';

const texts: Record<Language, { subject: (product: string) => string; intro: (name: string) => string; product: string; dates: string; units: string; total: string; outro: string }> = {
  en: {
    subject: (product) => `Rental requested: ${product}`,
    intro: (name) => `Hello ${name}, we have received your rental request.`,
    product: 'Product',
    dates: 'Dates',
    units: 'Units (serial numbers)',
    total: 'Total',
    outro: 'You can follow it under My account > Rental requests.',
  },
  es: {
    subject: (product) => `Alquiler solicitado: ${product}`,
    intro: (name) => `Hola ${name}: hemos recibido tu solicitud de alquiler.`,
    product: 'Producto',
    dates: 'Fechas',
    units: 'Unidades (números de serie)',
    total: 'Total',
    outro: 'Puedes seguirla en Mi cuenta > Solicitudes de alquiler.',
  },
  de: {
    subject: (product) => `Mietanfrage erhalten: ${product}`,
    intro: (name) => `Hallo ${name}, wir haben deine Mietanfrage erhalten.`,
    product: 'Produkt',
    dates: 'Zeitraum',
    units: 'Geräte (Seriennummern)',
    total: 'Gesamt',
    outro: 'Du findest sie unter Mein Konto > Mietanfragen.',
  },
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

export function rentalConfirmationMail(language: Language, rental: Rental): Mail {
  const to = { email: rental.userEmail, name: rental.userName };
  const t = texts[language];
  const rows: [string, string][] = [
    [t.product, rental.productName],
    [t.dates, formatDateRange(rental, language)],
    [t.units, rental.items.map((item) => item.serialNumber).join(', ')],
    [t.total, formatEuros(toCents(rental.total), language)],
  ];
  const text = [t.intro(to.name), '', ...rows.map(([label, value]) => `${label}: ${value}`), '', t.outro, '', 'Framehire'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;line-height:1.5">
<p>${escapeHtml(t.intro(to.name))}</p><table cellpadding="6" style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><th align="left" style="border-bottom:1px solid #ddd">${escapeHtml(label)}</th><td style="border-bottom:1px solid #ddd">${escapeHtml(value)}</td></tr>`).join('')}
</table><p>${escapeHtml(t.outro)}</p><p>Framehire</p></body></html>`;
  return { to: to.email, subject: t.subject(rental.productName), text, html };
}

/** The rental service's events, answered with mails. A booking stands even if the mail server is down. */
export function rentalMails(mailer: Mailer, logError: (error: unknown, message: string) => void): RentalEvents {
  return {
    requested: (rental, language) =>
      mailer.send(rentalConfirmationMail(language, rental)).catch((error: unknown) => logError(error, 'rental confirmation mail failed')),
  };
}
