import type { Language } from '../../shared/languages';

/* The quote's PDF and the rental agreement in the customer's language (en, es, de). */

type Texts = {
  quote: string;
  version: (version: number) => string;
  date: string;
  validUntil: string;
  customer: string;
  vatId: string;
  lines: string;
  line: (from: string, to: string, quantity: number, days: number, daily: string, rent: string) => string;
  discount: string;
  damageWaiver: string;
  lineTotal: (rate: number, total: string) => string;
  totals: string;
  total: string;
  vatIncluded: (rate: number, amount: string) => string;
  reverseCharge: string;
  terms: (version: number) => string;
  noTerms: string;
  agreement: string;
  order: (reference: string, date: string) => string;
  fromQuote: (number: string, version: number) => string;
  acceptance: string;
  acceptedBy: string;
  at: string;
  fromIp: string;
  termsVersion: string;
  signAtPickUp: string;
};

export const quotePdfTexts: Record<Language, Texts> = {
  en: {
    quote: 'Quote',
    version: (version) => `Version ${version}`,
    date: 'Date',
    validUntil: 'Valid until',
    customer: 'Customer',
    vatId: 'VAT ID',
    lines: 'Lines',
    line: (from, to, quantity, days, daily, rent) =>
      `${from} to ${to}: ${quantity} x ${days} days x ${daily} = ${rent}`,
    discount: 'Discount',
    damageWaiver: 'Damage waiver',
    lineTotal: (rate, total) => `VAT ${rate} %   Line total ${total}`,
    totals: 'Totals',
    total: 'Total',
    vatIncluded: (rate, amount) => `Included VAT ${rate} %: ${amount}`,
    reverseCharge: 'Reverse charge: the customer owes the VAT (Article 196, Council Directive 2006/112/EC).',
    terms: (version) => `Rental terms (version ${version})`,
    noTerms: 'The shop has written no rental terms.',
    agreement: 'Rental agreement',
    order: (reference, date) => `Order ${reference}, placed ${date}`,
    fromQuote: (number, version) => `From quote ${number}, version ${version}`,
    acceptance: 'Acceptance',
    acceptedBy: 'Accepted by',
    at: 'At',
    fromIp: 'From IP address',
    termsVersion: 'Terms version',
    signAtPickUp: 'Signed at pick-up: name, date and signature.',
  },
  es: {
    quote: 'Presupuesto',
    version: (version) => `Versión ${version}`,
    date: 'Fecha',
    validUntil: 'Válido hasta',
    customer: 'Cliente',
    vatId: 'NIF-IVA',
    lines: 'Líneas',
    line: (from, to, quantity, days, daily, rent) => `${from} a ${to}: ${quantity} x ${days} días x ${daily} = ${rent}`,
    discount: 'Descuento',
    damageWaiver: 'Seguro de daños',
    lineTotal: (rate, total) => `IVA ${rate} %   Total de la línea ${total}`,
    totals: 'Totales',
    total: 'Total',
    vatIncluded: (rate, amount) => `IVA incluido ${rate} %: ${amount}`,
    reverseCharge:
      'Inversión del sujeto pasivo: el cliente debe el IVA (artículo 196 de la Directiva 2006/112/CE del Consejo).',
    terms: (version) => `Condiciones de alquiler (versión ${version})`,
    noTerms: 'La tienda no ha escrito condiciones de alquiler.',
    agreement: 'Contrato de alquiler',
    order: (reference, date) => `Pedido ${reference}, realizado el ${date}`,
    fromQuote: (number, version) => `Del presupuesto ${number}, versión ${version}`,
    acceptance: 'Aceptación',
    acceptedBy: 'Aceptado por',
    at: 'El',
    fromIp: 'Desde la dirección IP',
    termsVersion: 'Versión de las condiciones',
    signAtPickUp: 'Firmado en la recogida: nombre, fecha y firma.',
  },
  de: {
    quote: 'Angebot',
    version: (version) => `Version ${version}`,
    date: 'Datum',
    validUntil: 'Gültig bis',
    customer: 'Kunde',
    vatId: 'USt-IdNr.',
    lines: 'Positionen',
    line: (from, to, quantity, days, daily, rent) =>
      `${from} bis ${to}: ${quantity} x ${days} Tage x ${daily} = ${rent}`,
    discount: 'Rabatt',
    damageWaiver: 'Schadenpauschale',
    lineTotal: (rate, total) => `MwSt. ${rate} %   Positionssumme ${total}`,
    totals: 'Summen',
    total: 'Summe',
    vatIncluded: (rate, amount) => `Enthaltene MwSt. ${rate} %: ${amount}`,
    reverseCharge:
      'Steuerschuldnerschaft des Leistungsempfängers: Der Kunde schuldet die Umsatzsteuer (Artikel 196 der Richtlinie 2006/112/EG).',
    terms: (version) => `Mietbedingungen (Version ${version})`,
    noTerms: 'Der Shop hat keine Mietbedingungen hinterlegt.',
    agreement: 'Mietvertrag',
    order: (reference, date) => `Bestellung ${reference} vom ${date}`,
    fromQuote: (number, version) => `Aus Angebot ${number}, Version ${version}`,
    acceptance: 'Annahme',
    acceptedBy: 'Angenommen von',
    at: 'Am',
    fromIp: 'Von der IP-Adresse',
    termsVersion: 'Version der Bedingungen',
    signAtPickUp: 'Unterschrieben bei Abholung: Name, Datum und Unterschrift.',
  },
};
