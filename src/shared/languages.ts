/** The shop's languages; en is the default and the fallback (SPEC section 1). */
export const languages = ['en', 'es', 'de'] as const;
export type Language = (typeof languages)[number];

export const isLanguage = (value: unknown): value is Language => (languages as readonly unknown[]).includes(value);

/** A stored or sent language, or en when it is missing or not one of ours. */
export const asLanguage = (value: unknown): Language => (isLanguage(value) ? value : 'en');
