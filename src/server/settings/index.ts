/*
 * settings/'s face: what other folders use of it. They import '../settings', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { DEFAULT_PAYMENT_HOLD_MINUTES, createSettingsService } from './service';
export { holdOpeningDays } from './closed-days';
export type { SettingsService } from './service';
