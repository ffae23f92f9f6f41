import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

const uppercase = /[A-Z]/;
const special = /[!@#$%^&*(),.?":{}|<>]/;

/** The spec's password rule: 8+ characters, an uppercase letter and one of its special characters. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && uppercase.test(password) && special.test(password);
}

/** Sign-up phone: an optional plus followed by digits and spaces. */
export const SIGNUP_PHONE_PATTERN = /^\+?[\d ]+$/;

/** Profile phone: optional country code, a three-digit area code and seven digits, with optional separators. */
export const PROFILE_PHONE_PATTERN = /^(\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const emailSchema = z.string().trim().toLowerCase().pipe(z.email());

export const passwordSchema = z.string().refine(isValidPassword, { message: 'password.invalid' });

export const signupSchema = z.object({
  fullName: z.string().trim().min(1).max(100),
  email: emailSchema,
  password: passwordSchema,
  phoneNumber: z
    .string()
    .trim()
    .max(30)
    .regex(SIGNUP_PHONE_PATTERN)
    .optional()
    .or(z.literal('')),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const languages = ['en', 'es', 'de'] as const;
export type Language = (typeof languages)[number];
export const languageSchema = z.enum(languages);
