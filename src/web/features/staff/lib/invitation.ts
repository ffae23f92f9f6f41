import { emailSchema, fullNameSchema } from '@shared/auth-rules';
import type { Language } from '@shared/languages';
import type { StaffInvitation } from '@shared/schemas/user';
import type { StaffRole } from '@shared/staff-roles';
import { ApiError } from '@/lib/api-client';

/** The invitation's form as typed. */
export type InvitationValues = { email: string; fullName: string; role: StaffRole; language: Language };

export const emptyInvitation = (language: Language): InvitationValues => ({
  email: '',
  fullName: '',
  role: 'counter',
  language,
});

/** The fields a problem is said under, and what staff.json says under `invite.errors`. */
export type InvitationField = Exclude<keyof InvitationValues, 'language'>;
export type InvitationProblem = 'emailRequired' | 'emailInvalid' | 'fullName' | 'role';

/** What is wrong with the form before it is sent, by the rules the server applies (an empty object when nothing is). */
export function invitationProblems(values: InvitationValues): Partial<Record<InvitationField, InvitationProblem>> {
  const problems: Partial<Record<InvitationField, InvitationProblem>> = {};
  if (values.email.trim() === '') problems.email = 'emailRequired';
  else if (!emailSchema.safeParse(values.email).success) problems.email = 'emailInvalid';
  if (values.fullName.trim() !== '' && !fullNameSchema.safeParse(values.fullName).success)
    problems.fullName = 'fullName';
  return problems;
}

/** The body of POST /api/admin/staff: the name only when one was typed. */
export function invitationOf(values: InvitationValues): StaffInvitation {
  const fullName = values.fullName.trim();
  return {
    email: values.email.trim(),
    role: values.role,
    ...(fullName === '' ? {} : { fullName }),
    language: values.language,
  };
}

/**
 * What the form makes of a refusal: a field the server named (400), the last owner asked to stop
 * being one (their own address in another role, 409 LAST_OWNER), or null for anything else, told
 * as the app tells a failed submit.
 */
export function invitationRefusal(
  error: unknown,
): { kind: 'field'; field: InvitationField; problem: InvitationProblem } | { kind: 'lastOwner' } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code === 'LAST_OWNER') return { kind: 'lastOwner' };
  if (error.status !== 400 || error.field === undefined) return null;
  const field = error.field.split('.')[0];
  if (field === 'email') return { kind: 'field', field, problem: 'emailInvalid' };
  if (field === 'fullName') return { kind: 'field', field, problem: 'fullName' };
  if (field === 'role') return { kind: 'field', field, problem: 'role' };
  return null;
}

/** Seconds an account may be older than the answer and still have been opened by this invitation. */
const JUST_NOW_MS = 60_000;

/**
 * Whether the account was opened by the invitation just answered: made within the last minute by
 * the server's clock (the answer's `Date`; the browser's when it has none). An older account
 * already existed and only got the role: no invitation was mailed.
 */
export function openedJustNow(createdAt: string, answeredAt: string | null): boolean {
  const server = answeredAt === null ? Number.NaN : Date.parse(answeredAt);
  const now = Number.isNaN(server) ? Date.now() : server;
  return Date.parse(createdAt) >= now - JUST_NOW_MS;
}
