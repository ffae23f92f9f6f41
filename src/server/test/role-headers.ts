import { expect } from 'vitest';
import type { Call, Entry, Role, Scene, SignedInRole } from './authorization-matrix';
import { TEST_PASSWORD } from './test-app';

/** What the matrix's runners signed in with (signInRoles), and the origin they call from. */
export type SignedIn = {
  origin: string;
  cookies: Record<SignedInRole, string>;
  scene: Scene;
  /** How this runner sends the sign-in (its own addresses, say); `app.inject` when left out. */
  send?: Call;
};

/**
 * The headers `role` calls with: the shop's origin, which better-auth wants on a POST, and the
 * role's session cookie, or a session of its own for an entry whose call ends the session it is
 * sent with (`freshSession`), so the roles' shared sessions outlive it.
 */
export async function roleHeaders(
  role: Role,
  entry: Pick<Entry, 'freshSession'>,
  {
    origin,
    cookies,
    scene,
    send = (options) => scene.t.app.inject({ ...options, method: options.method as 'POST' }),
  }: SignedIn,
): Promise<Record<string, string>> {
  if (role === 'anonymous') return { origin };
  if (!entry.freshSession) return { origin, cookie: cookies[role] };
  const signIn = await send({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: scene.users[role].email, password: TEST_PASSWORD },
  });
  expect(signIn.statusCode, `${role} signs in afresh`).toBe(200);
  return { origin, cookie: signIn.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ') };
}
