import { describe, expect, it } from 'vitest';
import { checkConfirmation, loginChecks, resetPasswordChecks, signupChecks } from './auth-validation';

describe('sign-up field checks (the server schema, mapped to texts)', () => {
  it('requires a full name, within its length', () => {
    expect(signupChecks.fullName('  ')).toEqual({ key: 'validation.fullNameRequired' });
    expect(signupChecks.fullName('N'.repeat(101))).toEqual({ key: 'validation.tooLong', max: 100 });
    expect(signupChecks.fullName('Jane Doe')).toBeNull();
    expect(signupChecks.fullName('Jane\u202EDoe')).toEqual({ key: 'validation.fullNameHiddenCharacters' });
    expect(signupChecks.fullName('Jane\nDoe')).toEqual({ key: 'validation.fullNameHiddenCharacters' });
    expect(signupChecks.fullName('José Ñúñez')).toBeNull();
  });

  it('requires a valid e-mail', () => {
    expect(signupChecks.email('')).toEqual({ key: 'validation.emailRequired' });
    expect(signupChecks.email('jane@')).toEqual({ key: 'validation.emailInvalid' });
    expect(signupChecks.email(' Jane@Example.com ')).toBeNull();
  });

  it('leaves the password rule message to the live text', () => {
    expect(signupChecks.password('')).toEqual({ key: 'validation.passwordRequired' });
    expect(signupChecks.password('short')).toBe(true);
    expect(signupChecks.password('        ')).toBe(true);
    expect(signupChecks.password('Abcdefg!')).toBeNull();
    expect(signupChecks.password(`A!${'a'.repeat(127)}`)).toEqual({ key: 'validation.tooLong', max: 128 });
  });

  it('accepts an empty or well-formed phone only', () => {
    expect(signupChecks.phoneNumber('')).toBeNull();
    expect(signupChecks.phoneNumber('+34 600 123 456')).toBeNull();
    expect(signupChecks.phoneNumber('600-123')).toEqual({ key: 'validation.phoneInvalid' });
  });
});

describe('login, reset and confirmation checks', () => {
  it('only requires the login password: its rule may have been older', () => {
    expect(loginChecks.password('')).toEqual({ key: 'validation.passwordRequired' });
    expect(loginChecks.password('short')).toBeNull();
  });

  it('holds a new password to the rule', () => {
    expect(resetPasswordChecks.password('short')).toBe(true);
    expect(resetPasswordChecks.password('Abcdefg!')).toBeNull();
  });

  it('requires a matching confirmation', () => {
    expect(checkConfirmation('', 'Abcdefg!')).toEqual({ key: 'validation.confirmationRequired' });
    expect(checkConfirmation('Abcdefg?', 'Abcdefg!')).toBe(true);
    expect(checkConfirmation('Abcdefg!', 'Abcdefg!')).toBeNull();
  });
});
