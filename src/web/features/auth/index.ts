/**
 * Public entry of auth: who is signed in and what their role allows, signing out, and the
 * password-reset mail (the profile sends it to change a password). Everything else stays inside
 * the feature.
 */
export { currentUserQuery, fetchCurrentUser, useCurrentUser } from './api/use-current-user';
export { useMayDo, useMayDoCheck } from './hooks/use-may-do';
export { useLogout } from './api/use-logout';
export { useRequestPasswordReset } from './api/use-request-password-reset';
