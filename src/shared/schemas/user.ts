import { z } from 'zod';

export const currentUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
  language: z.enum(['en', 'es', 'de']),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;
