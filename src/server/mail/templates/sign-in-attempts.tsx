import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph } from './parts';
import type { Recipient } from './render-mail';

export type SignInAttemptsMailData = {
  to: Recipient;
  /** Failed sign-ins on the account in the last hour, when the mail was asked for. */
  failures: number;
  /** The absolute address of /forgot-password. */
  forgotPasswordUrl: string;
};

type Texts = {
  subject: string;
  title: string;
  preview: string;
  body: (failures: number) => string;
  stillYours: string;
  advice: string;
  action: string;
  ifYou: string;
  reason: string;
};

const texts: Record<Language, Texts> = {
  en: {
    subject: 'Someone is trying to sign in to your account',
    title: 'Failed sign-ins on your account',
    preview: 'Many wrong passwords were tried on your Framehire account.',
    body: (failures) =>
      `In the last hour, ${failures} sign-ins to your Framehire account failed with a wrong password, from addresses we do not know to be yours.`,
    stillYours:
      'Your account is not locked: with your password you can still sign in, from anywhere. While the attempts go on, signing in may take a few seconds longer.',
    advice: 'If your password is short or you use it elsewhere too, choose a new one:',
    action: 'Choose a new password',
    ifYou: 'If it was you and you simply forgot your password, you can ignore this email.',
    reason: 'You are receiving this email because of failed sign-ins to your Framehire account.',
  },
  es: {
    subject: 'Alguien intenta entrar en tu cuenta',
    title: 'Inicios de sesión fallidos en tu cuenta',
    preview: 'Se han probado muchas contraseñas incorrectas en tu cuenta de Framehire.',
    body: (failures) =>
      `En la última hora han fallado ${failures} inicios de sesión en tu cuenta de Framehire con una contraseña incorrecta, desde direcciones que no sabemos si son tuyas.`,
    stillYours:
      'Tu cuenta no está bloqueada: con tu contraseña puedes seguir iniciando sesión desde cualquier sitio. Mientras sigan los intentos, iniciar sesión puede tardar unos segundos más.',
    advice: 'Si tu contraseña es corta o también la usas en otros sitios, elige una nueva:',
    action: 'Elegir una contraseña nueva',
    ifYou: 'Si has sido tú y solo has olvidado tu contraseña, puedes ignorar este correo.',
    reason: 'Recibes este correo por los inicios de sesión fallidos en tu cuenta de Framehire.',
  },
  de: {
    subject: 'Jemand versucht, sich bei deinem Konto anzumelden',
    title: 'Fehlgeschlagene Anmeldungen bei deinem Konto',
    preview: 'Bei deinem Framehire-Konto wurden viele falsche Passwörter ausprobiert.',
    body: (failures) =>
      `In der letzten Stunde sind ${failures} Anmeldungen bei deinem Framehire-Konto mit einem falschen Passwort fehlgeschlagen, von Adressen, die wir nicht als deine kennen.`,
    stillYours:
      'Dein Konto ist nicht gesperrt: Mit deinem Passwort kannst du dich weiterhin überall anmelden. Solange die Versuche andauern, kann die Anmeldung ein paar Sekunden länger dauern.',
    advice: 'Wenn dein Passwort kurz ist oder du es auch anderswo verwendest, wähle ein neues:',
    action: 'Neues Passwort wählen',
    ifYou: 'Wenn du das warst und nur dein Passwort vergessen hast, kannst du diese E-Mail ignorieren.',
    reason: 'Du erhältst diese E-Mail wegen fehlgeschlagener Anmeldungen bei deinem Framehire-Konto.',
  },
};

/**
 * Sent when many wrong passwords are tried on an account (decision 035): the owner learns of it,
 * is told they are not locked out, and is offered a new password.
 */
export function signInAttemptsMail(language: Language, data: SignInAttemptsMailData): Promise<Mail> {
  const t = texts[language];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject,
    preview: t.preview,
    title: t.title,
    reason: t.reason,
    action: { href: data.forgotPasswordUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.body(data.failures)}</Paragraph>
        <Paragraph>{t.stillYours}</Paragraph>
        <Paragraph>{t.advice}</Paragraph>
      </>
    ),
    after: <Paragraph muted>{t.ifYou}</Paragraph>,
  });
}
