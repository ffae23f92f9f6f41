import { z } from 'zod';
import { languageSchema } from './schemas/language';
import { singleLineTextSchema, textSchema } from './schemas/input';

const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';
const FULL_NAME_MAX = 100;
const PHONE_MAX = 30;
const EMAIL_MAX = 254;

const uppercase = /[A-Z]/;
const special = /[!@#$%^&*(),.?":{}|<>]/;

const PASSWORD_RULE_MESSAGE =
  'Your password must be at least 8 characters long and include at least one uppercase letter and one special character.';

/** The spec's password rule: 8+ characters, an uppercase letter and one of its special characters. */
export function isValidPassword(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && uppercase.test(password) && special.test(password);
}

/** Sign-up phone: an optional plus followed by digits and spaces. */
export const SIGNUP_PHONE_PATTERN = /^\+?[\d ]+$/;

/** Profile phone: optional country code, a three-digit area code and seven digits, with optional separators. */
export const PROFILE_PHONE_PATTERN = /^(\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}$/;

export const emailSchema = textSchema(EMAIL_MAX).trim().toLowerCase().pipe(z.email('The email address is invalid.'));

/** A password being chosen (sign-up, reset): the spec's rule. */
const newPasswordSchema = textSchema(PASSWORD_MAX_LENGTH).refine(isValidPassword, PASSWORD_RULE_MESSAGE);

/** A password being typed to log in: only required and bounded, its rule may have been older. */
const currentPasswordSchema = textSchema(PASSWORD_MAX_LENGTH).min(1, 'is required');

/** A person's full name: one line of any script, without hidden characters (shared/schemas/input). */
export const fullNameSchema = singleLineTextSchema(FULL_NAME_MAX).trim().min(1, 'The full name is required.');

/** A phone number as typed, before either rule: bounded and trimmed. */
export const phoneTextSchema = textSchema(PHONE_MAX).trim();

/**
 * The profile's phone rule, applied only to a phone that changes: a number saved at sign-up under
 * the looser sign-up rule ("+34 600 123 456") stays valid until its owner edits it (decision 014).
 * Empty clears the phone.
 */
export function isAcceptedProfilePhone(phone: string, saved: string | null): boolean {
  return phone === '' || phone === (saved ?? '') || PROFILE_PHONE_PATTERN.test(phone);
}

export const PROFILE_PHONE_MESSAGE =
  'Enter the phone number with an optional country code, a three-digit area code and seven digits.';

const signupPhoneSchema = textSchema(PHONE_MAX)
  .trim()
  .refine(
    (phone) => phone === '' || SIGNUP_PHONE_PATTERN.test(phone),
    'may only contain an optional plus, digits and spaces',
  );

/** Where better-auth may send a browser after a link: a path of this shop, never another site. */
const callbackPathSchema = textSchema(300).regex(/^\/(?!\/)[^\s\\]*$/, 'must be a path of this shop');

/*
 * The bodies of the better-auth endpoints the shop uses, checked before better-auth sees them.
 * Field names are better-auth's (`name` is the full name); the web forms validate with the same.
 */
export const signupSchema = z.strictObject({
  name: fullNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  phoneNumber: signupPhoneSchema.optional(),
  language: languageSchema.optional(),
  callbackURL: callbackPathSchema.optional(),
});

export const loginSchema = z.strictObject({
  email: emailSchema,
  password: currentPasswordSchema,
  callbackURL: callbackPathSchema.optional(),
  rememberMe: z.boolean().optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const passwordResetRequestSchema = z.strictObject({
  email: emailSchema,
  redirectTo: callbackPathSchema.optional(),
});

export const resetPasswordSchema = z.strictObject({
  newPassword: newPasswordSchema,
  token: textSchema(200).min(1, 'is required'),
});

export const verificationRequestSchema = z.strictObject({
  email: emailSchema,
  callbackURL: callbackPathSchema.optional(),
});
