import { z } from 'zod';
import { singleLineTextSchema } from './input';

/** A token reads only (GET and HEAD), or reads and changes (decision 055). */
export const apiTokenScopes = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof apiTokenScopes)[number];

export const API_TOKEN_NAME_MAX = 100;
/** Tokens last at most two years; left out, a token never expires. */
export const API_TOKEN_MAX_DAYS = 730;

export const newApiTokenSchema = z.strictObject({
  name: singleLineTextSchema(API_TOKEN_NAME_MAX)
    .trim()
    .min(1, 'is required')
    .meta({ description: 'What the token is for, e.g. "Accounting export script".' }),
  scope: z.enum(apiTokenScopes),
  expiresInDays: z
    .number()
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(API_TOKEN_MAX_DAYS, `must be at most ${API_TOKEN_MAX_DAYS}`)
    .optional()
    .meta({ description: `Days until it stops working (1 to ${API_TOKEN_MAX_DAYS}); never, if left out.` }),
});
export type NewApiToken = z.infer<typeof newApiTokenSchema>;

export const apiTokenSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(apiTokenScopes),
  /** The token's first and last characters, e.g. "fh_…a1B2": enough to tell tokens apart, never to use one. */
  hint: z.string(),
  createdAt: z.string(),
  expiresAt: z.string().nullable(),
  /** When it was last used, to the minute; null if never. */
  lastUsedAt: z.string().nullable(),
  expired: z.boolean(),
  createdBy: z.object({ id: z.string(), name: z.string() }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.object({ tokens: z.array(apiTokenSchema) });

/** The answer to creating one: the token itself, shown this once. */
export const createdApiTokenSchema = apiTokenSchema.extend({
  token: z.string().meta({
    description: 'The secret: shown only in this answer, never again. Send it as `Authorization: Bearer <token>`.',
  }),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
