import type { Language } from '../../../shared/languages';
import type { IncidentStatus, incidentTypes } from '../../../shared/schemas/incident';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Details, Paragraph } from './parts';
import type { Recipient } from './render-mail';

type IncidentType = (typeof incidentTypes)[number];

export type IncidentStatusMailData = {
  to: Recipient;
  /** The product of the rental the incident is about. */
  productName: string;
  type: IncidentType;
  /** The status the administrator has just set. */
  status: IncidentStatus;
  /** The customer's description, whole: the mail shows its beginning. */
  description: string;
  /** The absolute address of /account/incidents/{id}. */
  incidentUrl: string;
};

/** How much of the description the mail quotes: enough to recognise it, the rest is one tap away. */
export const DESCRIPTION_EXCERPT_MAX = 200;

/** The description's beginning, cut at a word where there is one, with an ellipsis when shortened. */
export function excerpt(text: string, max = DESCRIPTION_EXCERPT_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?]+$/, '')}…`;
}

const texts: Record<
  Language,
  {
    subject: Record<IncidentStatus, string>;
    intro: Record<IncidentStatus, (product: string) => string>;
    labels: { type: string; status: string; description: string };
    types: Record<IncidentType, string>;
    statuses: Record<IncidentStatus, string>;
    action: string;
    reason: string;
  }
> = {
  en: {
    subject: { Closed: 'Your incident report has been closed', Open: 'Your incident report has been reopened' },
    intro: {
      Closed: (product) => `We have closed your incident report about ${product}.`,
      Open: (product) => `We have reopened your incident report about ${product}.`,
    },
    labels: { type: 'Type', status: 'Status', description: 'Your description' },
    types: {
      Payment: 'Payment',
      ProductNotReceived: 'Product not received',
      ProductLost: 'Product lost',
      ProductDamaged: 'Product damaged',
      Other: 'Other',
    },
    statuses: { Open: 'Open', Closed: 'Closed' },
    action: 'View incident report',
    reason: 'You are receiving this email because you reported an incident at Framehire.',
  },
  es: {
    subject: { Closed: 'Tu incidencia se ha cerrado', Open: 'Tu incidencia se ha vuelto a abrir' },
    intro: {
      Closed: (product) => `Hemos cerrado tu incidencia sobre ${product}.`,
      Open: (product) => `Hemos vuelto a abrir tu incidencia sobre ${product}.`,
    },
    labels: { type: 'Tipo', status: 'Estado', description: 'Tu descripción' },
    types: {
      Payment: 'Pago',
      ProductNotReceived: 'Producto no recibido',
      ProductLost: 'Producto perdido',
      ProductDamaged: 'Producto dañado',
      Other: 'Otro',
    },
    statuses: { Open: 'Abierta', Closed: 'Cerrada' },
    action: 'Ver la incidencia',
    reason: 'Recibes este correo porque has informado de una incidencia en Framehire.',
  },
  de: {
    subject: { Closed: 'Dein Vorfall wurde geschlossen', Open: 'Dein Vorfall wurde wieder geöffnet' },
    intro: {
      Closed: (product) => `Wir haben deinen gemeldeten Vorfall zu ${product} geschlossen.`,
      Open: (product) => `Wir haben deinen gemeldeten Vorfall zu ${product} wieder geöffnet.`,
    },
    labels: { type: 'Art', status: 'Status', description: 'Deine Beschreibung' },
    types: {
      Payment: 'Zahlung',
      ProductNotReceived: 'Produkt nicht erhalten',
      ProductLost: 'Produkt verloren',
      ProductDamaged: 'Produkt beschädigt',
      Other: 'Sonstiges',
    },
    statuses: { Open: 'Offen', Closed: 'Geschlossen' },
    action: 'Vorfall ansehen',
    reason: 'Du erhältst diese E-Mail, weil du bei Framehire einen Vorfall gemeldet hast.',
  },
};

/** An administrator has set the status of the customer's incident report. */
export function incidentStatusMail(language: Language, data: IncidentStatusMailData): Promise<Mail> {
  const t = texts[language];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject[data.status],
    preview: `${t.types[data.type]} · ${data.productName} · ${t.statuses[data.status]}`,
    title: t.subject[data.status],
    reason: t.reason,
    action: { href: data.incidentUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.intro[data.status](data.productName)}</Paragraph>
        <Details
          rows={[
            { label: t.labels.type, value: t.types[data.type] },
            { label: t.labels.status, value: t.statuses[data.status] },
            { label: t.labels.description, value: excerpt(data.description), prose: true },
          ]}
        />
      </>
    ),
  });
}
