/** Routes that make no sense to return to once logged in (SPEC section 8, plus the reset pages). */
const AUTH_PATHS = ['/login', '/signup', '/forgot-password', '/reset-password'];

function pathOf(target: unknown): string | null {
  if (typeof target === 'string') return target;
  if (typeof target === 'object' && target !== null && 'pathname' in target) {
    const { pathname, search, hash } = target as { pathname: unknown; search?: unknown; hash?: unknown };
    if (typeof pathname !== 'string') return null;
    return `${pathname}${typeof search === 'string' ? search : ''}${typeof hash === 'string' ? hash : ''}`;
  }
  return null;
}

function isAuthPath(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return AUTH_PATHS.includes(pathname.replace(/\/+$/, '') || '/');
}

/**
 * Where to go after logging in: the page the guard sent the user away from (`from`),
 * else the previous route, else /. Only same-app paths are honoured.
 */
export function postLoginPath(from: unknown, previous: string | null): string {
  for (const candidate of [pathOf(from), previous]) {
    if (candidate && candidate.startsWith('/') && !candidate.startsWith('//') && !isAuthPath(candidate)) {
      return candidate;
    }
  }
  return '/';
}

/** After asking for a reset e-mail: back to the previous route, or / if none. */
export function afterResetRequestPath(previous: string | null): string {
  if (!previous || !previous.startsWith('/') || previous.startsWith('//')) return '/';
  return (previous.split(/[?#]/)[0] ?? '') === '/forgot-password' ? '/' : previous;
}
