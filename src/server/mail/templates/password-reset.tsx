import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type PasswordResetMailData = {
  to: Recipient;
  /** 'forgot' from the log-in page's "Forgot your password?", 'change' from the profile. */
  reason: 'forgot' | 'change';
  /** The absolute address of the new-password page, valid for one hour. */
  resetUrl: string;
};

type Texts = {
  subject: Record<PasswordResetMailData['reason'], string>;
  intro: Record<PasswordResetMailData['reason'], string>;
  preview: string;
  validity: string;
  action: string;
  ignore: string;
  reason: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: { forgot: 'Reset your password', change: 'Change your password' },
    intro: {
      forgot: 'We received a request to reset your Framehire password.',
      change: 'You asked to change your Framehire password from your profile.',
    },
    preview: 'Choose a new password within the next hour.',
    validity: 'The link is valid for one hour.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
    reason: 'You are receiving this email because a new password was requested for your Framehire account.',
  },
  es: {
    subject: { forgot: 'Restablece tu contraseña', change: 'Cambia tu contraseña' },
    intro: {
      forgot: 'Hemos recibido una solicitud para restablecer tu contraseña de Framehire.',
      change: 'Has pedido cambiar tu contraseña de Framehire desde tu perfil.',
    },
    preview: 'Elige una contraseña nueva en la próxima hora.',
    validity: 'El enlace es válido durante una hora.',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo; tu contraseña no cambia.',
    reason: 'Recibes este correo porque se ha solicitado una contraseña nueva para tu cuenta de Framehire.',
  },
  de: {
    subject: { forgot: 'Setze dein Passwort zurück', change: 'Ändere dein Passwort' },
    intro: {
      forgot: 'Wir haben eine Anfrage erhalten, dein Framehire-Passwort zurückzusetzen.',
      change: 'Du hast in deinem Profil angefordert, dein Framehire-Passwort zu ändern.',
    },
    preview: 'Wähle innerhalb der nächsten Stunde ein neues Passwort.',
    validity: 'Der Link ist eine Stunde lang gültig.',
    action: 'Neues Passwort wählen',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
    reason: 'Du erhältst diese E-Mail, weil für dein Framehire-Konto ein neues Passwort angefordert wurde.',
  },
};

/** The link to a new password: after "Forgot your password?", or for a change asked for in the profile. */
export function passwordResetMail(language: Language, data: PasswordResetMailData): Promise<Mail> {
  const t = texts[language];
  const subject = t.subject[data.reason];
  return renderLetter(language, {
    to: data.to,
    subject: subject,
    preview: t.preview,
    title: subject,
    reason: t.reason,
    action: { href: data.resetUrl, label: t.action },
    children: <Paragraph>{`${t.intro[data.reason]} ${t.validity}`}</Paragraph>,
    after: <Paragraph muted>{t.ignore}</Paragraph>,
  });
}
