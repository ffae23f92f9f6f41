import type { Language } from '../../../shared/languages';
import type { StaffRole } from '../../../shared/staff-roles';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type StaffInvitationMailData = {
  to: Recipient;
  /** The name of the owner who invited them. */
  invitedBy: string;
  role: StaffRole;
  /** The shop's address as people type it (its host, e.g. shop.example.com): which shop's team this is. */
  shop: string;
  /** The absolute address that sets the first password (the password reset's link). */
  setPasswordUrl: string;
  /** How many days the link holds. */
  days: number;
};

type Texts = {
  subject: string;
  intro: (invitedBy: string, shop: string) => string;
  /** The role as the dashboard names it, and what it lets them do, in one line. */
  role: Record<StaffRole, string>;
  validity: (days: number) => string;
  action: string;
  later: string;
  reason: (invitedBy: string) => string;
};

/*
 * What each role may do is said as docs/staff.md and the Staff screen say it (decision 092),
 * addressed to the person: one line each.
 */
const texts: Record<Language, Texts> = {
  en: {
    subject: 'Your invitation to the Framehire team',
    intro: (invitedBy, shop) => `${invitedBy} has invited you to join the Framehire team at ${shop}.`,
    role: {
      counter:
        'Your role is Counter: you run the hand-over desk, take orders and quotes for customers, record incidents and take payments.',
      accountant:
        'Your role is Accountant: you read orders, customers and invoices, download the exports and reports, and record payments received.',
      manager:
        "Your role is Manager: you can do everything in the dashboard except manage the staff and change the shop's legal and payment details.",
      owner: 'Your role is Owner: you can do everything, including inviting staff and changing their roles.',
    },
    validity: (days) => `Set your password to sign in. The link is valid for ${days} days.`,
    action: 'Set your password',
    later: 'Once it has expired, use "Forgot your password?" on the login page to get a new one.',
    reason: (invitedBy) =>
      `You are receiving this email because ${invitedBy} invited this address to the Framehire team.`,
  },
  es: {
    subject: 'Tu invitación al equipo de Framehire',
    intro: (invitedBy, shop) => `${invitedBy} te ha invitado a unirte al equipo de Framehire en ${shop}.`,
    role: {
      counter:
        'Tu rol es Mostrador: atiendes las entregas y devoluciones, tomas pedidos y presupuestos para los clientes, registras incidencias y cobras los pagos.',
      accountant:
        'Tu rol es Contable: consultas pedidos, clientes y facturas, descargas las exportaciones y los informes, y registras los pagos recibidos.',
      manager:
        'Tu rol es Gerente: puedes hacerlo todo en el panel salvo gestionar el personal y cambiar los datos fiscales y de pago de la tienda.',
      owner: 'Tu rol es Propietario: puedes hacerlo todo, también invitar al personal y cambiar sus roles.',
    },
    validity: (days) => `Elige tu contraseña para iniciar sesión. El enlace es válido durante ${days} días.`,
    action: 'Elegir tu contraseña',
    later: 'Cuando caduque, usa «¿Has olvidado tu contraseña?» en la página de inicio de sesión para recibir otro.',
    reason: (invitedBy) =>
      `Recibes este correo porque ${invitedBy} ha invitado a esta dirección al equipo de Framehire.`,
  },
  de: {
    subject: 'Deine Einladung ins Team von Framehire',
    intro: (invitedBy, shop) => `${invitedBy} hat dich ins Team von Framehire unter ${shop} eingeladen.`,
    role: {
      counter:
        'Deine Rolle ist „Theke“: Du betreust Ausgabe und Rücknahme, nimmst Bestellungen und Angebote für Kunden auf, erfasst Schadensfälle und nimmst Zahlungen an.',
      accountant:
        'Deine Rolle ist „Buchhaltung“: Du siehst Bestellungen, Kunden und Rechnungen ein, lädst Exporte und Berichte herunter und erfasst eingegangene Zahlungen.',
      manager:
        'Deine Rolle ist „Manager“: Du kannst im Dashboard alles tun, außer das Personal zu verwalten und die Rechts- und Zahlungsangaben des Shops zu ändern.',
      owner: 'Deine Rolle ist „Inhaber“: Du kannst alles tun, auch Personal einladen und Rollen ändern.',
    },
    validity: (days) => `Lege dein Passwort fest, um dich anzumelden. Der Link ist ${days} Tage lang gültig.`,
    action: 'Passwort festlegen',
    later: 'Ist er abgelaufen, fordere über „Passwort vergessen?“ auf der Anmeldeseite einen neuen an.',
    reason: (invitedBy) =>
      `Du erhältst diese E-Mail, weil ${invitedBy} diese Adresse ins Team von Framehire eingeladen hat.`,
  },
};

/**
 * Someone the owner invited into the staff (POST /api/admin/staff) with a new account: who invited
 * them, to which shop, their role and what it lets them do, and the link to set their first password.
 */
export function staffInvitationMail(language: Language, data: StaffInvitationMailData): Promise<Mail> {
  const t = texts[language];
  const intro = t.intro(data.invitedBy, data.shop);
  return renderLetter(language, {
    to: data.to,
    subject: t.subject,
    preview: intro,
    title: t.subject,
    reason: t.reason(data.invitedBy),
    action: { href: data.setPasswordUrl, label: t.action },
    children: (
      <>
        <Paragraph>{intro}</Paragraph>
        <Paragraph>{t.role[data.role]}</Paragraph>
        <Paragraph>{t.validity(data.days)}</Paragraph>
      </>
    ),
    after: <Paragraph muted>{t.later}</Paragraph>,
  });
}
