import type { Language } from '../../../shared/languages';
import type { Mail } from '../mailer';
import { renderLetter } from './letter';
import { Paragraph, SecondaryAction } from './parts';
import { linkUrl, type Recipient } from './render-mail';

export type SignupAttemptMailData = {
  /** The account that already has this address. */
  to: Recipient;
  /** The absolute address of /login. */
  loginUrl: string;
  /** The absolute address of /forgot-password. */
  forgotPasswordUrl: string;
};

const texts: Record<
  Language,
  {
    subject: string;
    title: string;
    preview: string;
    body: string;
    ifYou: string;
    action: string;
    forgot: string;
    forgotAction: string;
    notYou: string;
    reason: string;
  }
> = {
  en: {
    subject: 'Someone tried to sign up with your email address',
    title: 'You already have an account',
    preview: 'This address already has a Framehire account.',
    body: 'Someone just tried to create a Framehire account with this email address. It already has an account, so no new one was created.',
    ifYou: 'If it was you, log in with your password:',
    action: 'Log in',
    forgot: 'Forgot your password?',
    forgotAction: 'Choose a new password',
    notYou: 'If it was not you, you can ignore this email: your account is safe and nothing has changed.',
    reason: 'You are receiving this email because someone tried to sign up at Framehire with this address.',
  },
  es: {
    subject: 'Alguien ha intentado registrarse con tu correo electrónico',
    title: 'Ya tienes una cuenta',
    preview: 'Esta dirección ya tiene una cuenta de Framehire.',
    body: 'Alguien acaba de intentar crear una cuenta de Framehire con esta dirección de correo electrónico. Como ya tiene una cuenta, no se ha creado ninguna nueva.',
    ifYou: 'Si has sido tú, inicia sesión con tu contraseña:',
    action: 'Iniciar sesión',
    forgot: '¿Has olvidado tu contraseña?',
    forgotAction: 'Elegir una contraseña nueva',
    notYou: 'Si no has sido tú, puedes ignorar este correo: tu cuenta está segura y no ha cambiado nada.',
    reason: 'Recibes este correo porque alguien ha intentado registrarse en Framehire con esta dirección.',
  },
  de: {
    subject: 'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    title: 'Du hast schon ein Konto',
    preview: 'Für diese Adresse gibt es schon ein Framehire-Konto.',
    body: 'Gerade hat jemand versucht, mit dieser E-Mail-Adresse ein Framehire-Konto anzulegen. Für diese Adresse gibt es schon ein Konto, deshalb wurde kein neues angelegt.',
    ifYou: 'Wenn du das warst, melde dich mit deinem Passwort an:',
    action: 'Anmelden',
    forgot: 'Passwort vergessen?',
    forgotAction: 'Neues Passwort wählen',
    notYou:
      'Wenn du das nicht warst, kannst du diese E-Mail ignorieren: Dein Konto ist sicher, und nichts wurde geändert.',
    reason: 'Du erhältst diese E-Mail, weil sich jemand mit dieser Adresse bei Framehire registrieren wollte.',
  },
};

/**
 * Sent instead of a second account when someone signs up with an address that has one, so the
 * sign-up page never tells a stranger which addresses are customers'.
 */
export function signupAttemptMail(language: Language, data: SignupAttemptMailData): Promise<Mail> {
  const t = texts[language];
  return renderLetter(language, {
    to: data.to,
    subject: t.subject,
    preview: t.preview,
    title: t.title,
    reason: t.reason,
    action: { href: data.loginUrl, label: t.action },
    children: (
      <>
        <Paragraph>{t.body}</Paragraph>
        <Paragraph>{t.ifYou}</Paragraph>
      </>
    ),
    after: (
      <>
        <SecondaryAction question={t.forgot} href={linkUrl(data.forgotPasswordUrl)} label={t.forgotAction} />
        <Paragraph muted>{t.notYou}</Paragraph>
      </>
    ),
  });
}
