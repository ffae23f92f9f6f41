import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type VerificationMailData = {
  to: Recipient;
  /** The absolute address that confirms the e-mail address. */
  confirmUrl: string;
};

const texts: Record<
  Language,
  { subject: string; preview: string; body: string; action: string; ignore: string; reason: string }
> = {
  en: {
    subject: 'Confirm your email address',
    preview: 'One click and your Framehire account is ready.',
    body: 'Welcome to Framehire! Please confirm your email address to activate your account.',
    action: 'Confirm my email',
    ignore: 'If you did not create an account, you can ignore this email.',
    reason: 'You are receiving this email because this address was used to sign up at Framehire.',
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico',
    preview: 'Un clic y tu cuenta de Framehire estará lista.',
    body: '¡Te damos la bienvenida a Framehire! Confirma tu dirección de correo electrónico para activar tu cuenta.',
    action: 'Confirmar mi correo',
    ignore: 'Si no has creado una cuenta, puedes ignorar este correo.',
    reason: 'Recibes este correo porque alguien se ha registrado en Framehire con esta dirección.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse',
    preview: 'Ein Klick, und dein Framehire-Konto ist bereit.',
    body: 'Willkommen bei Framehire! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
    action: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
    reason: 'Du erhältst diese E-Mail, weil sich jemand mit dieser Adresse bei Framehire registriert hat.',
  },
};

/** The sign-up confirmation. */
export function verificationMail(language: Language, data: VerificationMailData): Promise<Mail> {
  const t = texts[language];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject,
    preview: t.preview,
    title: t.subject,
    reason: t.reason,
    action: { href: data.confirmUrl, label: t.action },
    children: <Paragraph>{t.body}</Paragraph>,
    after: <Paragraph muted>{t.ignore}</Paragraph>,
  });
}
