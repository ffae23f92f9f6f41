import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/errors.json';
import en from '@/i18n/locales/en/errors.json';
import es from '@/i18n/locales/es/errors.json';
import { ApiError, NETWORK_ERROR } from './api-client';
import { bookingLimitValues, errorText, errorWithContext, submitErrorText } from './error-text';

const i18n = createInstance();
const inLanguage = {
  en: i18n.getFixedT('en'),
  es: i18n.getFixedT('es'),
  de: i18n.getFixedT('de'),
};

beforeAll(async () => {
  await i18n.init({
    resources: { en: { errors: en }, es: { errors: es }, de: { errors: de } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['errors'],
    interpolation: { escapeValue: false },
  });
});

/** The server always answers in English; none of it may reach the screen. */
const serverMessage = 'Rental 12 is locked by transaction 8812.';

describe('errorText', () => {
  it('says why units are short when the server gives a reason (issue 48), in each language', () => {
    const refused = (details: Record<string, unknown>) =>
      new ApiError(409, 'NOT_ENOUGH_STOCK', serverMessage, undefined, { code: 'NOT_ENOUGH_STOCK', ...details });
    expect(errorText(inLanguage.en, refused({ reason: 'no_stock' }))).toBe('Not enough stock!');
    expect(errorText(inLanguage.en, refused({ reason: 'own_rental' }))).toBe(
      'Not enough stock! Your other rental of this product already has its units on these dates.',
    );
    expect(errorText(inLanguage.en, refused({ reason: 'buffer', bufferDays: 1 }))).toBe(
      'Not free on these dates. The shop keeps this product back 1 day after each rental to check it, and another booking is too close.',
    );
    expect(errorText(inLanguage.es, refused({ reason: 'buffer', bufferDays: 3 }))).toContain('3 días');
    expect(errorText(inLanguage.de, refused({ reason: 'own_rental' }))).toContain('anderen Miete');
  });

  it("gives a known code's text in each language", () => {
    const conflict = new ApiError(409, 'INCIDENT_EXISTS', 'An incident for this rental already exists.');
    expect(errorText(inLanguage.en, conflict)).toBe('An incident for this rental request already exists!');
    expect(errorText(inLanguage.es, conflict)).toBe('¡Ya existe una incidencia para esta solicitud de alquiler!');
    expect(errorText(inLanguage.de, conflict)).toBe('Für diese Mietanfrage gibt es bereits einen Vorfall!');
  });

  it("fills a booking limit's number into its text, in each language", () => {
    const limits = { maxRentalDays: 45, bookingHorizonDays: 200, maxUnitsPerBooking: 6, maxOpenRentals: 3 };
    const values = bookingLimitValues(limits);
    const open = new ApiError(409, 'TOO_MANY_OPEN_RENTALS', serverMessage);
    expect(errorText(inLanguage.en, open, values)).toBe(
      'You already have 3 open rental requests: cancel one or wait until one ends.',
    );
    expect(errorText(inLanguage.es, new ApiError(400, 'RENTAL_TOO_LONG', serverMessage), values)).toBe(
      'Un alquiler puede durar como máximo 45 días.',
    );
    expect(errorText(inLanguage.de, new ApiError(400, 'BEYOND_BOOKING_HORIZON', serverMessage), values)).toBe(
      'Mieten lassen sich höchstens 200 Tage im Voraus buchen.',
    );
    expect(errorText(inLanguage.en, new ApiError(400, 'TOO_MANY_UNITS', serverMessage), values)).toBe(
      'At most 6 units per booking.',
    );
  });

  it("fills a new customer's limits into their texts, in each language (decision 036)", () => {
    const limits = { maxRentalDays: 30, bookingHorizonDays: 365, maxUnitsPerBooking: 4, maxOpenRentals: 10 };
    const values = bookingLimitValues(limits, { maxOpenRentals: 3, maxUnits: 5, stockSharePercent: 50 });
    expect(errorText(inLanguage.en, new ApiError(409, 'NEW_CUSTOMER_OPEN_RENTALS', serverMessage), values)).toBe(
      'Until your first rental has ended you can have 3 open rental requests: cancel one or wait until one ends.',
    );
    expect(errorText(inLanguage.es, new ApiError(409, 'NEW_CUSTOMER_UNITS', serverMessage), values)).toBe(
      'Hasta que termine tu primer alquiler puedes reservar como máximo 5 unidades entre todas tus solicitudes abiertas.',
    );
    expect(errorText(inLanguage.de, new ApiError(409, 'NEW_CUSTOMER_SHARE_TAKEN', serverMessage), values)).toContain(
      'für Neukunden',
    );
  });

  it('says "An unknown error occurred" for a code without a text, never the server message', () => {
    const unknown = new ApiError(418, 'SOMETHING_NEW', serverMessage);
    expect(errorText(inLanguage.en, unknown)).toBe('An unknown error occurred');
    expect(errorText(inLanguage.es, unknown)).toBe('Se ha producido un error desconocido');
    expect(errorWithContext(inLanguage.en, 'Error fetching categories', unknown)).not.toContain(serverMessage);
    expect(errorText(inLanguage.de, unknown)).toBe('Ein unbekannter Fehler ist aufgetreten');
  });

  it('says the same for anything that is not an API error', () => {
    expect(errorText(inLanguage.en, new TypeError('Failed to fetch'))).toBe('An unknown error occurred');
    expect(errorText(inLanguage.en, undefined)).toBe('An unknown error occurred');
  });

  it('asks to try again in a moment when the shop cannot answer (its database or disk) or is stopping', () => {
    const unavailable = new ApiError(503, 'UNAVAILABLE', serverMessage);
    expect(errorText(inLanguage.en, unavailable)).toBe(
      'The shop cannot answer right now. Please try again in a moment.',
    );
    expect(errorText(inLanguage.es, unavailable)).toBe(
      'La tienda no puede responder ahora mismo. Inténtalo de nuevo en un momento.',
    );
    expect(errorText(inLanguage.de, unavailable)).toBe(
      'Der Shop kann gerade nicht antworten. Bitte versuche es gleich noch einmal.',
    );
    const stopping = new ApiError(503, 'SHUTTING_DOWN', serverMessage);
    expect(errorText(inLanguage.en, stopping)).toBe('The shop is briefly unavailable. Please try again in a moment.');
  });

  it('names a network failure as such', () => {
    const offline = new ApiError(0, NETWORK_ERROR, 'The server could not be reached.');
    expect(errorText(inLanguage.en, offline)).toBe('The shop could not be reached. Please check your connection.');
    expect(errorText(inLanguage.de, offline)).toBe('Der Shop ist nicht erreichbar. Bitte prüfe deine Verbindung.');
  });
});

describe('errorWithContext', () => {
  it('puts the context before the translated text', () => {
    const internal = new ApiError(500, 'INTERNAL', serverMessage);
    expect(errorWithContext(inLanguage.es, 'Error al cargar las categorías', internal)).toBe(
      'Error al cargar las categorías: Algo ha fallado por nuestra parte.',
    );
  });

  it('reads "<context>: An unknown error occurred" for an unknown code', () => {
    const unknown = new ApiError(502, 'HTTP_502', 'Bad Gateway');
    expect(errorWithContext(inLanguage.en, 'Error fetching categories', unknown)).toBe(
      'Error fetching categories: An unknown error occurred',
    );
  });

  it('gives the network text after the context when the server could not be reached', () => {
    const offline = new ApiError(0, NETWORK_ERROR, 'Failed to fetch');
    const text = errorWithContext(inLanguage.en, 'Error fetching categories', offline);
    expect(text).toBe('Error fetching categories: The shop could not be reached. Please check your connection.');
    expect(text).not.toContain('Failed to fetch');
  });

  it("fills a booking limit's number into the reason", () => {
    const limits = { maxRentalDays: 45, bookingHorizonDays: 200, maxUnitsPerBooking: 6, maxOpenRentals: 3 };
    const tooMany = new ApiError(400, 'TOO_MANY_UNITS', serverMessage);
    expect(errorWithContext(inLanguage.en, 'Error changing the units', tooMany, bookingLimitValues(limits))).toBe(
      'Error changing the units: At most 6 units per booking.',
    );
  });
});

describe('submitErrorText', () => {
  it("lets a refusal by the shop's rules speak for itself", () => {
    const reviewed = new ApiError(409, 'ALREADY_REVIEWED', 'Already reviewed.');
    expect(submitErrorText(inLanguage.en, reviewed)).toBe('You have already reviewed this product!');
  });

  it('says "Error submitting" with the reason otherwise', () => {
    const internal = new ApiError(500, 'INTERNAL', serverMessage);
    expect(submitErrorText(inLanguage.en, internal)).toBe('Error submitting: Something went wrong on our side.');
    expect(submitErrorText(inLanguage.de, new TypeError('Failed to fetch'))).toBe(
      'Fehler beim Senden: Ein unbekannter Fehler ist aufgetreten',
    );
  });
});
