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
      `In the last hour, ${failures} sign-ins to your Framehire account failed with a wrong password, from browsers that had never signed in to it.`,
    stillYours:
      'Your account is not locked: on the computers and phones you have signed in with before, your password works as always. On a new one, signing in may be paused for up to an hour while the attempts go on; choosing a new password with the button below, on that device, lets it in at once.',
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
      `En la última hora han fallado ${failures} inicios de sesión en tu cuenta de Framehire con una contraseña incorrecta, desde navegadores que nunca habían entrado en ella.`,
    stillYours:
      'Tu cuenta no está bloqueada: en los ordenadores y móviles con los que ya has iniciado sesión, tu contraseña funciona como siempre. En uno nuevo, el inicio de sesión puede quedar en pausa hasta una hora mientras sigan los intentos; si eliges una contraseña nueva con el botón de abajo desde ese dispositivo, podrás entrar enseguida.',
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
      `In der letzten Stunde sind ${failures} Anmeldungen bei deinem Framehire-Konto mit einem falschen Passwort fehlgeschlagen, von Browsern, mit denen sich noch nie jemand bei deinem Konto angemeldet hat.`,
    stillYours:
      'Dein Konto ist nicht gesperrt: Auf den Computern und Handys, mit denen du dich schon angemeldet hast, funktioniert dein Passwort wie immer. Auf einem neuen Gerät kann die Anmeldung bis zu einer Stunde pausieren, solange die Versuche andauern; wählst du auf diesem Gerät über die Schaltfläche unten ein neues Passwort, kommst du sofort hinein.',
    advice: 'Wenn dein Passwort kurz ist oder du es auch anderswo verwendest, wähle ein neues:',
    action: 'Neues Passwort wählen',
    ifYou: 'Wenn du das warst und nur dein Passwort vergessen hast, kannst du diese E-Mail ignorieren.',
    reason: 'Du erhältst diese E-Mail wegen fehlgeschlagener Anmeldungen bei deinem Framehire-Konto.',
  },
};

/**
 * Sent when many wrong passwords are tried on an account (decisions 035, 097): the owner learns of
 * it, is told their known browsers still sign in, and is offered a new password, which also lets
 * a new browser in during the attack.
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
