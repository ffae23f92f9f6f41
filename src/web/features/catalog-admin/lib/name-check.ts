import type { z } from 'zod';
import { hasHiddenCharacters } from '@shared/schemas/input';

/**
 * A catalogue name field's message: its own text for a control, direction-changing or invisible
 * character (which the shared schema refuses), else the field's "required" text when the
 * schema refuses it, else none.
 */
export function nameError(schema: z.ZodType, value: string, texts: { required: string; hidden: string }) {
  if (hasHiddenCharacters(value)) return texts.hidden;
  return schema.safeParse(value).success ? null : texts.required;
}

/** A translated name is optional: only hidden characters are refused. */
export const translatedNameError = (value: string, hidden: string) => (hasHiddenCharacters(value) ? hidden : null);

/** The form rules of the Spanish and German names (`translations.es.name`, `translations.de.name`). */
export const translatedNameRules = (hidden: string) => ({
  es: { name: (value: string) => translatedNameError(value, hidden) },
  de: { name: (value: string) => translatedNameError(value, hidden) },
});
