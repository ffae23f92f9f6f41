import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { StaffInvitation } from '../../shared/schemas/user';
import type { StaffRole, UserRole } from '../../shared/staff-roles';
import { recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { user } from '../db/schema/auth';
import { ConflictError, NotFoundError } from '../domain-errors';

/*
 * The shop's staff (issue 47, decision 092): the owner invites people by e-mail in a role and
 * changes anyone's role, each change audited. The last owner cannot stop being one: the owners'
 * rows are locked first in the change's transaction, so two owners demoting each other at once
 * are serialised and the second finds itself the last.
 */

export const LAST_OWNER_MESSAGE =
  "This is the shop's last owner: make someone else owner first, then change this role.";

type Actor = { id: string; name: string };
type Person = { id: string; name: string; email: string; role: UserRole };

/** Whom the invitation goes to, in which role, and who invited them (the owner, by name). */
export type InvitedStaff = {
  id: string;
  email: string;
  name: string;
  language: Language;
  role: StaffRole;
  invitedBy: string;
};

export function createStaff(deps: {
  db: Database;
  /** The new person's invitation (a set-password link), queued in the same transaction (app/account-mails.ts). */
  invite: (tx: Executor, person: InvitedStaff) => Promise<void>;
  /**
   * What else ends when someone stops being staff, in the role change's transaction (app/ hands
   * in the webhooks' part: endpoints their API tokens set up are switched off, decision 096).
   * Their tokens stop working by themselves (api-tokens/tokens.ts reads the role on every request).
   */
  leftStaff?: (tx: Executor, actor: Actor, userId: string) => Promise<void>;
}) {
  const { db } = deps;

  /** Sets `person`'s role in `tx` (locked by lockPerson), refusing to leave the shop without an owner; audited. */
  async function setRole(tx: Executor, actor: Actor, person: Person & { owners: string[] }, role: UserRole) {
    if (person.role === role) return;
    if (person.role === 'owner' && !person.owners.some((id) => id !== person.id)) {
      throw new ConflictError('LAST_OWNER', LAST_OWNER_MESSAGE);
    }
    await tx.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, person.id));
    if (role === 'customer') await deps.leftStaff?.(tx, actor, person.id);
    const who = { name: person.name, email: person.email };
    await recordAudit(tx, {
      actor,
      action: 'role',
      entity: 'staff',
      // One record for the whole staff: the person is named in the snapshots (user ids are not numbers).
      entityId: 0,
      before: { ...who, role: person.role },
      after: { ...who, role },
    });
  }

  /**
   * The person, their row locked for the change, with the owners as they are once every owner's
   * row is locked. The owners first, always in the same order, then the person: two changes at
   * once queue on the first owner's row instead of each holding a row the other waits for.
   */
  async function lockPerson(tx: Executor, userId: string): Promise<Person & { owners: string[] }> {
    const { rows } = await tx.execute<{ id: string }>(
      sql`SELECT id FROM "user" WHERE role = 'owner' ORDER BY id FOR UPDATE`,
    );
    const [person] = await tx
      .select({ id: user.id, name: user.name, email: user.email, role: user.role })
      .from(user)
      .where(eq(user.id, userId))
      .for('update');
    if (!person) throw new NotFoundError('User');
    return { ...person, owners: rows.map((row) => row.id) };
  }

  return {
    /** PATCH /api/admin/users/{id} `{role}`: the owner changes someone's role. */
    async changeRole(actor: Actor, userId: string, role: UserRole): Promise<void> {
      await db.transaction(async (tx) => setRole(tx, actor, await lockPerson(tx, userId), role));
    },

    /**
     * POST /api/admin/staff: the person with this e-mail becomes staff in `role`; without an
     * account, one is opened for them (no password: the invitation's link sets it). Their id.
     */
    async invite(actor: Actor, input: StaffInvitation, visitLanguage: Language): Promise<string> {
      const email = input.email.toLowerCase();
      for (let attempt = 0; ; attempt += 1) {
        const [found] = await db
          .select({ id: user.id })
          .from(user)
          .where(sql`lower(${user.email}) = ${email}`);
        try {
          return await db.transaction(async (tx) => {
            if (found) {
              await setRole(tx, actor, await lockPerson(tx, found.id), input.role);
              return found.id;
            }
            const person = {
              id: randomUUID(),
              email,
              name: input.fullName ?? email.split('@')[0]!,
              language: input.language ?? visitLanguage,
            };
            await tx.insert(user).values({ ...person, emailVerified: true, role: input.role });
            await recordAudit(tx, {
              actor,
              action: 'role',
              entity: 'staff',
              entityId: 0,
              before: null,
              after: { name: person.name, email, role: input.role },
            });
            await deps.invite(tx, { ...person, role: input.role, invitedBy: actor.name });
            return person.id;
          });
        } catch (error) {
          // Someone signed up with this address meanwhile: they are given the role instead.
          if (!found && attempt === 0 && sqlState(error) === UNIQUE_VIOLATION) continue;
          throw error;
        }
      }
    },
  };
}

export type Staff = ReturnType<typeof createStaff>;
