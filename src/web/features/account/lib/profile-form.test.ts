import { describe, expect, it } from 'vitest';
import { changedFields, checkProfile, profileValues } from './profile-form';

const saved = { fullName: 'Carla Customer', phoneNumber: '+34 600 123 456' };

describe('changedFields', () => {
  it('finds nothing changed in the saved values', () => {
    expect(changedFields(profileValues(saved), saved)).toEqual([]);
  });

  it('names each field that differs', () => {
    expect(changedFields({ fullName: 'Carla Cruz', phoneNumber: '+34 600 123 456' }, saved)).toEqual(['fullName']);
    expect(changedFields({ fullName: 'Carla Cruz', phoneNumber: '' }, saved)).toEqual(['fullName', 'phoneNumber']);
  });

  it('ignores spaces at either end, which the server trims', () => {
    expect(changedFields({ fullName: '  Carla Customer ', phoneNumber: '+34 600 123 456 ' }, saved)).toEqual([]);
  });

  it('reads a missing phone as an empty field', () => {
    const noPhone = { fullName: 'Carla Customer', phoneNumber: null };
    expect(profileValues(noPhone)).toEqual({ fullName: 'Carla Customer', phoneNumber: '' });
    expect(changedFields({ fullName: 'Carla Customer', phoneNumber: '' }, noPhone)).toEqual([]);
  });
});

describe('checkProfile', () => {
  it('sends only the changed name, even with a phone saved under the looser sign-up rule', () => {
    expect(checkProfile({ fullName: ' Carla Cruz ', phoneNumber: '+34 600 123 456' }, saved)).toEqual({
      ok: true,
      update: { fullName: 'Carla Cruz' },
    });
  });

  it('sends nothing when nothing changed', () => {
    expect(checkProfile(profileValues(saved), saved)).toEqual({ ok: true, update: {} });
  });

  it('accepts a new phone that follows the profile rule', () => {
    expect(checkProfile({ fullName: 'Carla Customer', phoneNumber: '+34 600-123-4567' }, saved)).toEqual({
      ok: true,
      update: { phoneNumber: '+34 600-123-4567' },
    });
  });

  it('refuses a new phone that does not follow the profile rule', () => {
    expect(checkProfile({ fullName: 'Carla Customer', phoneNumber: '+34 600 123 457' }, saved)).toEqual({
      ok: false,
      problems: { phoneNumber: { key: 'phoneInvalid' } },
    });
    expect(checkProfile({ fullName: 'Carla Customer', phoneNumber: 'call me' }, saved)).toMatchObject({
      ok: false,
      problems: { phoneNumber: { key: 'phoneInvalid' } },
    });
  });

  it('sends an emptied phone, which removes it', () => {
    expect(checkProfile({ fullName: 'Carla Customer', phoneNumber: '  ' }, saved)).toEqual({
      ok: true,
      update: { phoneNumber: '' },
    });
  });

  it('requires the full name', () => {
    expect(checkProfile({ fullName: '   ', phoneNumber: '+34 600 123 456' }, saved)).toEqual({
      ok: false,
      problems: { fullName: { key: 'fullNameRequired' } },
    });
  });

  it('names the limit of a field that is too long, and reports every field', () => {
    expect(checkProfile({ fullName: 'x'.repeat(101), phoneNumber: '1'.repeat(31) }, saved)).toEqual({
      ok: false,
      problems: { fullName: { key: 'tooLong', max: 100 }, phoneNumber: { key: 'tooLong', max: 30 } },
    });
    expect(checkProfile({ fullName: 'x'.repeat(101), phoneNumber: 'call me' }, saved)).toEqual({
      ok: false,
      problems: { fullName: { key: 'tooLong', max: 100 }, phoneNumber: { key: 'phoneInvalid' } },
    });
  });

  it('says why a name with a hidden character cannot be saved', () => {
    for (const fullName of ['Carla\u200BCruz', 'Carla\u202ECruz', 'Carla\r\nCruz']) {
      expect(checkProfile({ fullName, phoneNumber: '+34 600 123 456' }, saved)).toEqual({
        ok: false,
        problems: { fullName: { key: 'fullNameHiddenCharacters' } },
      });
    }
    expect(checkProfile({ fullName: 'Zoë Łukasz', phoneNumber: '+34 600 123 456' }, saved).ok).toBe(true);
  });
});
