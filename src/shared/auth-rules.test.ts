import { describe, expect, it } from 'vitest';
import {
  isValidPassword,
  PASSWORD_SPECIAL_CHARACTERS,
  PROFILE_PHONE_PATTERN,
  SIGNUP_PHONE_PATTERN,
} from './auth-rules';

describe('isValidPassword', () => {
  it('accepts 8+ characters with an uppercase letter and a special character', () => {
    expect(isValidPassword('Abcdefg!')).toBe(true);
  });

  it.each([
    ['abcdefg!', 'no uppercase letter'],
    ['Abcdefgh', 'no special character'],
    ['Ab!', 'shorter than 8 characters'],
    ['Abcdef!', '7 characters'],
    ['', 'empty'],
    ['Abcdefg-', "'-' is not one of the special characters"],
    ['Abcdefg_', "'_' is not one of the special characters"],
  ])('rejects %j (%s)', (password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('has exactly the special characters of the spec', () => {
    expect(PASSWORD_SPECIAL_CHARACTERS).toBe('!@#$%^&*(),.?":{}|<>');
  });

  it.each(PASSWORD_SPECIAL_CHARACTERS.split(''))('accepts the special character %j', (character) => {
    expect(isValidPassword(`Abcdefg${character}`)).toBe(true);
  });
});

describe('SIGNUP_PHONE_PATTERN', () => {
  it.each(['+34 600 123 456', '600123456', '+4917012345'])('accepts %j', (phone) => {
    expect(SIGNUP_PHONE_PATTERN.test(phone)).toBe(true);
  });

  it.each(['600-123', '(555) 123 4567', '+', '34+600', 'abc', ''])('rejects %j', (phone) => {
    expect(SIGNUP_PHONE_PATTERN.test(phone)).toBe(false);
  });
});

describe('PROFILE_PHONE_PATTERN', () => {
  it.each(['+1 555-123-4567', '(555) 123 4567', '5551234567', '555.123.4567', '+44 555 123 4567'])(
    'accepts %j',
    (phone) => {
      expect(PROFILE_PHONE_PATTERN.test(phone)).toBe(true);
    },
  );

  it.each(['12345', '555-1234', '555 123 45678', 'phone', ''])('rejects %j', (phone) => {
    expect(PROFILE_PHONE_PATTERN.test(phone)).toBe(false);
  });
});
