import { emailSchema, isValidPassword, SIGNUP_PHONE_PATTERN } from '../../../../shared/auth-rules';

/**
 * Field checks shared by the auth forms. Each returns a translation key (namespace auth),
 * `true` when the live text under a password field already says what is wrong, or null.
 */
export type FieldCheck = string | true | null;

export function checkFullName(value: string): FieldCheck {
  return value.trim() ? null : 'validation.fullNameRequired';
}

export function checkEmail(value: string): FieldCheck {
  if (!value.trim()) return 'validation.emailRequired';
  return emailSchema.safeParse(value).success ? null : 'validation.emailInvalid';
}

export function checkRequiredPassword(value: string): FieldCheck {
  return value ? null : 'validation.passwordRequired';
}

export function checkNewPassword(value: string): FieldCheck {
  if (!value) return 'validation.passwordRequired';
  return isValidPassword(value) ? null : true;
}

export function checkConfirmation(value: string, password: string): FieldCheck {
  if (!value) return 'validation.confirmationRequired';
  return value === password ? null : true;
}

export function checkSignupPhone(value: string): FieldCheck {
  const phone = value.trim();
  if (!phone) return null;
  return phone.length <= 30 && SIGNUP_PHONE_PATTERN.test(phone) ? null : 'validation.phoneInvalid';
}
