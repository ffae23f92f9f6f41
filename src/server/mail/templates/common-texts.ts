import type { Language } from '../../../shared/languages';

/** The words every mail shares, in the tone of the site: informal "tú" and "du". */
export const commonTexts: Record<
  Language,
  {
    greeting: (name: string) => string;
    tagline: string;
    buttonFallback: string;
    /** The footer of every mail about a customer's rentals and orders. */
    rentalReason: string;
  }
> = {
  en: {
    greeting: (name) => `Hello ${name},`,
    tagline: 'Photo and film equipment for rent, by the day.',
    buttonFallback: 'If the button does not work, copy this link into your browser:',
    rentalReason: 'You are receiving this email because you requested a rental at Framehire.',
  },
  es: {
    greeting: (name) => `Hola ${name}:`,
    tagline: 'Alquiler de equipos de foto y vídeo por días.',
    buttonFallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    rentalReason: 'Recibes este correo porque has solicitado un alquiler en Framehire.',
  },
  de: {
    greeting: (name) => `Hallo ${name},`,
    tagline: 'Foto- und Filmausrüstung tageweise mieten.',
    buttonFallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    rentalReason: 'Du erhältst diese E-Mail, weil du bei Framehire eine Mietanfrage gestellt hast.',
  },
};
