import { z } from 'zod';

/** PostgreSQL `integer`: an id beyond it can never exist, and must not reach the database. */
export const MAX_ID = 2_147_483_647;

const idRule = (schema: z.ZodNumber) =>
  schema
    .int('must be a whole number')
    .min(1, 'must be a positive whole number')
    .max(MAX_ID, `must be at most ${MAX_ID}`);

/** An id in a JSON body. */
export const idSchema = idRule(z.number());

/**
 * An id as it is written: decimal digits without a leading zero, so one id has one spelling.
 * `00001`, `0x10`, `1e0`, ` 7` or `+7` are refused (400), never read as another spelling of a
 * record, so no check, cache or log can see two ids where there is one record.
 */
const CANONICAL_ID = /^[1-9]\d{0,9}$/;
const ID_MESSAGE = 'must be a positive whole number written in digits, without leading zeros';

/** An id in a path or a query (every route's `:id` uses it through `idParams`). */
export const idParamSchema = z
  .string()
  .regex(CANONICAL_ID, ID_MESSAGE)
  .transform(Number)
  .pipe(idRule(z.number()))
  .meta({ type: 'integer', minimum: 1, maximum: MAX_ID });

export const idParams = z.object({ id: idParamSchema });

/**
 * Text a person typed: bounded, and never a NUL character, which PostgreSQL cannot store in
 * text and which no keyboard types.
 */
export function textSchema(max: number) {
  return z
    .string()
    .max(max, `must be at most ${max} characters`)
    .refine((value) => !value.includes('\u0000'), 'must not contain a NUL character');
}

/**
 * Characters no one means to put in a name: C0 and C1 controls (TAB, CR and LF included), the
 * bidirectional controls that make text read in another order than it is stored (U+202A–U+202E,
 * U+2066–U+2069, U+200E/U+200F, U+061C), and the zero-width ones that make two names look the
 * same (U+200B–U+200D, U+2060, U+FEFF). Letters and marks of any script stay allowed.
 */
// Matching control characters is the point of this pattern.
// eslint-disable-next-line no-control-regex
const HIDDEN_CHARACTER = /[\u0000-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;

export const HIDDEN_CHARACTERS_MESSAGE = 'must not contain control, direction-changing or invisible characters';

/** Whether a text holds a character `singleLineTextSchema` refuses (the forms show their own message for it). */
export const hasHiddenCharacters = (value: string) => HIDDEN_CHARACTER.test(value);

/**
 * A name shown on one line to other people (a person's full name, a product, a category, a
 * serial number): `textSchema` without any hidden character, so a name cannot spoof another,
 * reverse what follows it in a mail or a log, or start a new line.
 */
export function singleLineTextSchema(max: number) {
  return textSchema(max).refine((value) => !hasHiddenCharacters(value), HIDDEN_CHARACTERS_MESSAGE);
}

/** A whole number in a query (a page size, an offset): decimal digits only, without leading zeros, within bounds. */
export function wholeNumberParamSchema(min: number, max: number) {
  return z
    .string()
    .regex(/^(0|[1-9]\d{0,9})$/, 'must be a whole number written in digits, without leading zeros')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** Comma-separated ids in a query, at most `max` of them. */
export function idListParamSchema(max: number) {
  return z
    .string()
    .regex(
      new RegExp(`^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,${max - 1}}$`),
      `must be up to ${max} comma-separated ids, without leading zeros`,
    )
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(idSchema));
}
