import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkEmail, checkFullName, checkNewPassword, checkSignupPhone } from './auth-validation';

describe('auth field checks', () => {
  it('requires a full name', () => {
    expect(checkFullName('  ')).toBe('validation.fullNameRequired');
    expect(checkFullName('Jane Doe')).toBeNull();
  });

  it('requires a valid e-mail', () => {
    expect(checkEmail('')).toBe('validation.emailRequired');
    expect(checkEmail('jane@')).toBe('validation.emailInvalid');
    expect(checkEmail('jane@example.com')).toBeNull();
  });

  it('leaves the password rule message to the live text', () => {
    expect(checkNewPassword('')).toBe('validation.passwordRequired');
    expect(checkNewPassword('short')).toBe(true);
    expect(checkNewPassword('Abcdefg!')).toBeNull();
  });

  it('requires a matching confirmation', () => {
    expect(checkConfirmation('', 'Abcdefg!')).toBe('validation.confirmationRequired');
    expect(checkConfirmation('Abcdefg?', 'Abcdefg!')).toBe(true);
    expect(checkConfirmation('Abcdefg!', 'Abcdefg!')).toBeNull();
  });

  it('accepts an empty or well-formed signup phone only', () => {
    expect(checkSignupPhone('')).toBeNull();
    expect(checkSignupPhone('+34 600 123 456')).toBeNull();
    expect(checkSignupPhone('600-123')).toBe('validation.phoneInvalid');
  });
});
