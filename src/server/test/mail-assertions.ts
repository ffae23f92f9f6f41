import { expect } from 'vitest';
import type { Language } from '../../shared/languages';
import type { Mail } from '../mail/mailer';

/** A name that would run a script, break out of an attribute and start an entity, were it ever written raw. */
export const hostileName = `<script>alert("hi")</script><img src=x onerror=alert(1)> Ann & "Bob"`;

export const recipient = { email: 'ann@example.com', name: 'Ann' };

const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The addresses of the mail's buttons (and their text-link siblings), in order. */
export function buttonHrefs(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('data-button="true"'))
    .map((tag) => decodeAttribute(/\shref="([^"]*)"/.exec(tag)?.[1] ?? ''));
}

/** The button opens `url`, and the text part writes it out under the button's label. */
export function expectButton(mail: Mail, url: string, label: string) {
  expect(buttonHrefs(mail.html)).toContain(url);
  expect(mail.text).toContain(`${label}:\n${url}`);
}

/** The mail is in `language` from top to bottom: its lang attribute and the footer's line. */
export function expectLanguage(mail: Mail, language: Language) {
  const tagline = {
    en: 'Photo and film equipment for rent',
    es: 'Alquiler de equipos de foto',
    de: 'Foto- und Filmausrüstung',
  }[language];
  expect(mail.html).toContain(`<html dir="ltr" lang="${language}">`);
  expect(mail.text).toContain(`Framehire · ${tagline}`);
}

/** A hostile value is text in the HTML, never markup, and reads as written in the text part. */
export function expectEscaped(mail: Mail, value: string = hostileName) {
  expect(mail.html).not.toMatch(/<script|<img/i);
  expect(mail.html).toContain('&lt;script&gt;');
  expect(mail.text).toContain(value);
}
