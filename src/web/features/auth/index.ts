/** Public entry of auth: who is signed in, and signing out. Everything else stays inside the feature. */
export { fetchCurrentUser, useCurrentUser } from './api/use-current-user';
export { useLogout } from './api/use-logout';
