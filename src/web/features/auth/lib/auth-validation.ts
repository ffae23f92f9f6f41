import type { z } from 'zod';
import { loginSchema, passwordResetRequestSchema, resetPasswordSchema, signupSchema } from '@shared/auth-rules';
import { HIDDEN_CHARACTERS_MESSAGE } from '@shared/schemas/input';
import type authTexts from '@/i18n/locales/en/auth.json';

/*
 * The auth forms check each field with the very schema the server checks the request body with
 * (src/shared/auth-rules.ts). This file only says which translated text a refusal shows.
 */

type ValidationKey = `validation.${keyof (typeof authTexts)['validation']}`;

/** A translation key (namespace auth), with the limit for "at most {{max}} characters". */
type FieldProblem = { key: ValidationKey; max?: number };

/**
 * What a field check found: a problem to show, `true` when the live text under a password
 * field already says what is wrong, or null when the value passes.
 */
export type FieldCheck = FieldProblem | true | null;

type Texts = {
  /** Shown for an empty field, when the schema refuses one. */
  required?: ValidationKey;
  /** Shown when the text holds a control, direction-changing or invisible character. */
  hidden?: ValidationKey;
  /** Shown for any other refusal; `true` leaves it to the live password text. */
  invalid: ValidationKey | true;
};

function checkWith(schema: z.ZodType, { required, hidden, invalid }: Texts) {
  return (value: string): FieldCheck => {
    const result = schema.safeParse(value);
    if (result.success) return null;
    // too_small is a schema's `.min(1)`: after its trimming, nothing was left.
    const empty = value === '' || result.error.issues.some((issue) => issue.code === 'too_small');
    if (required && empty) return { key: required };
    const tooLong = result.error.issues.find((issue) => issue.code === 'too_big');
    if (tooLong) return { key: 'validation.tooLong', max: Number(tooLong.maximum) };
    if (hidden && result.error.issues.some((issue) => issue.message === HIDDEN_CHARACTERS_MESSAGE))
      return { key: hidden };
    return invalid === true ? true : { key: invalid };
  };
}

const email = { required: 'validation.emailRequired', invalid: 'validation.emailInvalid' } as const;
const newPassword = { required: 'validation.passwordRequired', invalid: true } as const;

export const signupChecks = {
  fullName: checkWith(signupSchema.shape.name, {
    required: 'validation.fullNameRequired',
    hidden: 'validation.fullNameHiddenCharacters',
    invalid: 'validation.invalid',
  }),
  email: checkWith(signupSchema.shape.email, email),
  password: checkWith(signupSchema.shape.password, newPassword),
  phoneNumber: checkWith(signupSchema.shape.phoneNumber, { invalid: 'validation.phoneInvalid' }),
};

export const loginChecks = {
  email: checkWith(loginSchema.shape.email, email),
  password: checkWith(loginSchema.shape.password, {
    required: 'validation.passwordRequired',
    invalid: 'validation.invalid',
  }),
};

export const forgotPasswordChecks = {
  email: checkWith(passwordResetRequestSchema.shape.email, email),
};

export const resetPasswordChecks = {
  password: checkWith(resetPasswordSchema.shape.newPassword, newPassword),
};

/** The confirmation is the form's own field (the server never sees it): required and equal. */
export function checkConfirmation(value: string, password: string): FieldCheck {
  if (!value) return { key: 'validation.confirmationRequired' };
  return value === password ? null : true;
}
