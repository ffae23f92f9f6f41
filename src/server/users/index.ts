/*
 * users/'s face: what other folders use of it. They import '../users', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { createAccountOverview } from './account-overview';
export { createAvatarService } from './avatar-service';
export { createUser } from './create-user';
export { accountExists, createUserService } from './service';
export { createStaff, type InvitedStaff } from './staff';
