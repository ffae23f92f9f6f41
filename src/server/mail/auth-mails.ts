import type { Language } from '../../shared/languages';
import type { Mail } from './mailer';

type Texts = { subject: string; greeting: (name: string) => string; body: string; action: string; ignore: string };

const verification: Record<Language, Texts> = {
  en: {
    subject: 'Confirm your email address',
    greeting: (name) => `Hello ${name},`,
    body: 'Welcome to Framehire! Please confirm your email address to activate your account.',
    action: 'Confirm my email',
    ignore: 'If you did not create an account, you can ignore this email.',
  },
  es: {
    subject: 'Confirma tu dirección de correo electrónico',
    greeting: (name) => `Hola ${name}:`,
    body: '¡Te damos la bienvenida a Framehire! Confirma tu dirección de correo electrónico para activar tu cuenta.',
    action: 'Confirmar mi correo',
    ignore: 'Si no has creado una cuenta, puedes ignorar este correo.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse',
    greeting: (name) => `Hallo ${name},`,
    body: 'Willkommen bei Framehire! Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
    action: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn du kein Konto angelegt hast, kannst du diese E-Mail ignorieren.',
  },
};

const passwordReset: Record<Language, Texts> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'We received a request to reset your Framehire password. The link is valid for one hour.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  },
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name) => `Hola ${name}:`,
    body: 'Hemos recibido una solicitud para restablecer tu contraseña de Framehire. El enlace es válido durante una hora.',
    action: 'Elegir una contraseña nueva',
    ignore: 'Si no lo has solicitado, puedes ignorar este correo; tu contraseña no cambia.',
  },
  de: {
    subject: 'Setze dein Passwort zurück',
    greeting: (name) => `Hallo ${name},`,
    body: 'Wir haben eine Anfrage erhalten, dein Framehire-Passwort zurückzusetzen. Der Link ist eine Stunde lang gültig.',
    action: 'Neues Passwort wählen',
    ignore: 'Wenn du das nicht angefordert hast, kannst du diese E-Mail ignorieren; dein Passwort bleibt unverändert.',
  },
};

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function render(texts: Texts, to: { email: string; name: string }, url: string): Mail {
  const text = [texts.greeting(to.name), '', texts.body, '', `${texts.action}: ${url}`, '', texts.ignore, '', 'Framehire'].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a1b1e;line-height:1.5">
<p>${escapeHtml(texts.greeting(to.name))}</p><p>${escapeHtml(texts.body)}</p>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#1c7ed6;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(texts.action)}</a></p>
<p style="color:#666;font-size:13px">${escapeHtml(texts.ignore)}</p><p>Framehire</p></body></html>`;
  return { to: to.email, subject: texts.subject, text, html };
}

export const verificationMail = (language: Language, to: { email: string; name: string }, url: string) =>
  render(verification[language], to, url);

export const passwordResetMail = (language: Language, to: { email: string; name: string }, url: string) =>
  render(passwordReset[language], to, url);
