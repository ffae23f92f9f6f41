import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type AccountInvitationMailData = {
  to: Recipient;
  /** The absolute address that sets the first password (the password reset's link). */
  setPasswordUrl: string;
  /** How many days the link holds. */
  days: number;
};

const texts: Record<
  Language,
  {
    subject: string;
    intro: string;
    validity: (days: number) => string;
    action: string;
    later: string;
    reason: string;
  }
> = {
  en: {
    subject: 'Framehire has opened an account for you',
    intro:
      'Framehire has opened an account for you with this email address, for the order you placed with us. Set your password to see your orders and rentals online.',
    validity: (days) => `The link is valid for ${days} days.`,
    action: 'Set your password',
    later: 'Once it has expired, use "Forgot your password?" on the login page to get a new one.',
    reason: 'You are receiving this email because the Framehire team took an order for you.',
  },
  es: {
    subject: 'Framehire te ha abierto una cuenta',
    intro:
      'Framehire te ha abierto una cuenta con esta dirección de correo para el pedido que has hecho con nosotros. Elige tu contraseña para ver tus pedidos y alquileres en línea.',
    validity: (days) => `El enlace es válido durante ${days} días.`,
    action: 'Elegir tu contraseña',
    later: 'Cuando caduque, usa «¿Has olvidado tu contraseña?» en la página de inicio de sesión para recibir otro.',
    reason: 'Recibes este correo porque el equipo de Framehire ha tomado un pedido para ti.',
  },
  de: {
    subject: 'Framehire hat ein Konto für dich eröffnet',
    intro:
      'Framehire hat für deine Bestellung bei uns ein Konto mit dieser E-Mail-Adresse für dich eröffnet. Lege dein Passwort fest, um deine Bestellungen und Mieten online zu sehen.',
    validity: (days) => `Der Link ist ${days} Tage lang gültig.`,
    action: 'Passwort festlegen',
    later: 'Ist er abgelaufen, fordere über „Passwort vergessen?" auf der Anmeldeseite einen neuen an.',
    reason: 'Du erhältst diese E-Mail, weil das Framehire-Team eine Bestellung für dich aufgenommen hat.',
  },
};

/** A customer whose account staff opened with an order: the link to set their first password. */
export function accountInvitationMail(language: Language, data: AccountInvitationMailData): Promise<Mail> {
  const t = texts[language];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject,
    preview: t.validity(data.days),
    title: t.subject,
    reason: t.reason,
    action: { href: data.setPasswordUrl, label: t.action },
    children: <Paragraph>{`${t.intro} ${t.validity(data.days)}`}</Paragraph>,
    after: <Paragraph muted>{t.later}</Paragraph>,
  });
}
