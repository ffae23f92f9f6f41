import { isAcceptedProfilePhone } from '@shared/auth-rules';
import { HIDDEN_CHARACTERS_MESSAGE } from '@shared/schemas/input';
import { profileUpdateSchema, type ProfileUpdate } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';

/** What the profile form edits; the e-mail is shown but never sent (PATCH /api/me refuses it). */
export type ProfileValues = { fullName: string; phoneNumber: string };
export type ProfileField = keyof ProfileValues;

const profileFields = ['fullName', 'phoneNumber'] as const satisfies readonly ProfileField[];

export type SavedProfile = Pick<CurrentUser, 'fullName' | 'phoneNumber'>;

export function profileValues(saved: SavedProfile): ProfileValues {
  return { fullName: saved.fullName, phoneNumber: saved.phoneNumber ?? '' };
}

export const isProfileField = (value: unknown): value is ProfileField =>
  (profileFields as readonly unknown[]).includes(value);

/**
 * The fields whose value differs from the saved one. Spaces at either end do not count: the
 * server trims them, so "Carla " would save as the "Carla" already there.
 */
export function changedFields(values: ProfileValues, saved: SavedProfile): ProfileField[] {
  const current = profileValues(saved);
  return profileFields.filter((field) => values[field].trim() !== current[field]);
}

/** Why a field cannot be saved: a key of `profile.validation` (namespace account). */
export type ProfileProblem = {
  key: 'fullNameRequired' | 'fullNameHiddenCharacters' | 'tooLong' | 'phoneInvalid' | 'invalid';
  max?: number;
};

export type ProfileCheck =
  { ok: true; update: ProfileUpdate } | { ok: false; problems: Partial<Record<ProfileField, ProfileProblem>> };

/**
 * What a save sends: only the changed fields, checked with the server's own body schema and
 * phone rule (decision 014). The phone rule applies to a phone that changes, so a number saved
 * at sign-up such as "+34 600 123 456" never stops a new name from being saved.
 */
export function checkProfile(values: ProfileValues, saved: SavedProfile): ProfileCheck {
  const changes: ProfileUpdate = {};
  for (const field of changedFields(values, saved)) changes[field] = values[field];

  const problems: Partial<Record<ProfileField, ProfileProblem>> = {};
  const parsed = profileUpdateSchema.safeParse(changes);
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0];
    if (!isProfileField(field) || problems[field]) continue;
    if (issue.code === 'too_big') problems[field] = { key: 'tooLong', max: Number(issue.maximum) };
    else if (field === 'fullName' && issue.code === 'too_small') problems[field] = { key: 'fullNameRequired' };
    else if (field === 'fullName' && issue.message === HIDDEN_CHARACTERS_MESSAGE)
      problems[field] = { key: 'fullNameHiddenCharacters' };
    else problems[field] = { key: field === 'phoneNumber' ? 'phoneInvalid' : 'invalid' };
  }
  const phone = changes.phoneNumber?.trim();
  if (phone !== undefined && !problems.phoneNumber && !isAcceptedProfilePhone(phone, saved.phoneNumber)) {
    problems.phoneNumber = { key: 'phoneInvalid' };
  }

  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, update: parsed.data };
}
