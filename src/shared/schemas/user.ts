import { z } from 'zod';
import { languageSchema } from './language';

export const currentUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
  language: languageSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
