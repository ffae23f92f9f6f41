/*
 * incidents/'s face: what other folders use of it. They import '../incidents', never a file inside it
 * (eslint/folder-direction.js); its tables (schema.ts) and its routes are not part of it.
 */
export { everFoundOnRental, type DeskFinding } from './desk-findings';
export { createIncidentService } from './service';
export type { IncidentService } from './service';
