import { z } from 'zod';

/** PostgreSQL `integer`: an id beyond it can never exist, and must not reach the database. */
export const MAX_ID = 2_147_483_647;

const idRule = (schema: z.ZodNumber) =>
  schema.int('must be a whole number').min(1, 'must be a positive whole number').max(MAX_ID, `must be at most ${MAX_ID}`);

/** An id in a JSON body. */
export const idSchema = idRule(z.number());

/**
 * An id in a path or a query: decimal digits only, so `0x10`, `1e3`, ` 7` or `+7` are refused
 * instead of being read as other numbers.
 */
export const idParamSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'must be a positive whole number')
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

/** A whole number in a query (a page size, an offset): decimal digits only, within bounds. */
export function wholeNumberParamSchema(min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .meta({ type: 'integer', minimum: min, maximum: max });
}

/** Comma-separated ids in a query, at most `max` of them. */
export function idListParamSchema(max: number) {
  return z
    .string()
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${max - 1}}$`), `must be up to ${max} comma-separated ids`)
    .transform((value) => value.split(',').map(Number))
    .pipe(z.array(idSchema));
}
