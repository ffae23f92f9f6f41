import { Navigate, Outlet, replace, useLoaderData, useLocation, type LoaderFunction } from 'react-router';
import { canAccess, paths, routeAccess, type RouteAccess } from '@/lib/paths';
import { getCurrentPath } from '@/lib/navigation-history';
import { refreshCurrentUser } from './current-user-refresh';

type Verdict = 'allow' | 'login';

/** The page being left, if the user may stay there; otherwise the home page. */
function backTarget(user: { isAdmin: boolean } | null): string {
  const current = getCurrentPath();
  return current && canAccess(routeAccess(current), user) ? current : paths.home.path;
}

/**
 * Route loader enforcing SPEC section 2 "Route guard" before anything renders:
 * logged out on a login-required (or admin) route → /login; logged-in non-admin on an admin
 * route, or logged in on a logged-out-only route → back to the previous route, or /.
 * The /login case is decided by the component below, because only a <Navigate> can hand
 * the wanted location over in `location.state.from`. Which dashboard pages a staff member's role
 * may use is decided inside the dashboard's frame (role-guard.tsx), so its menu stays on screen.
 */
export function guardLoader(access: Exclude<RouteAccess, 'public'>): LoaderFunction {
  return async (): Promise<Verdict> => {
    const user = await refreshCurrentUser();
    if (canAccess(access, user)) return 'allow';
    if (access !== 'guest' && user === null) return 'login';
    throw replace(backTarget(user));
  };
}

/** Renders the guarded routes, or sends a logged-out visitor to /login remembering where they wanted to go. */
export function GuardOutlet() {
  const verdict = useLoaderData<Verdict>();
  const location = useLocation();
  if (verdict === 'login') return <Navigate to={paths.login.path} replace state={{ from: location }} />;
  return <Outlet />;
}

/** Guards decide on every navigation, including moves between pages of one area. */
export const revalidateAlways = () => true;
